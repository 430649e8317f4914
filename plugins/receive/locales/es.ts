import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: 'Recibir',
  'Not connected.': 'No conectado.',
  'QR code of your address': 'Código QR de tu dirección',
  Copied: 'Copiado',
  'Copy address': 'Copiar dirección',
  'Address copied': 'Dirección copiada',
  'The address could not be copied': 'No se pudo copiar la dirección',
  'You are on {network}. Only send assets to this address on a network listed below.':
    'Estás en {network}. Envía activos a esta dirección solo en una de las redes de abajo.',
  'Networks you can receive on': 'Redes en las que puedes recibir',
  active: 'activa',
} satisfies Translations<typeof import('../messages.js')>
