import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'Elegir red',
  'Switch Network': 'Cambiar de red',
  active: 'activa',
  Networks: 'Redes',
  '{namespace} networks': 'Redes {namespace}',
  'Switch declined': 'Cambio rechazado',
  'Approve in wallet': 'Aprueba en la billetera',
  'Accept the switch to {network} in your wallet': 'Acepta el cambio a {network} en tu billetera',
  'Switching network': 'Cambiando de red',
  'Switch to {namespace}': 'Cambiar a {namespace}',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    'La billetera conectada no admite redes {namespace}. Conecta una billetera {namespace} para continuar.',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'Esta app no admite tu red actual. Cambia a una opción disponible para continuar.',
  'Available networks': 'Redes disponibles',
  Disconnect: 'Desconectar',
} satisfies Translations<typeof import('../messages.js')>
