import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'Escolher rede',
  'Switch Network': 'Trocar de rede',
  active: 'ativa',
  Networks: 'Redes',
  '{namespace} networks': 'Redes {namespace}',
  'Switch declined': 'Troca recusada',
  'Approve in wallet': 'Aprove na carteira',
  'Accept the switch to {network} in your wallet': 'Aceite a troca para {network} na sua carteira',
  'Switching network': 'Trocando de rede',
  'Switch to {namespace}': 'Mudar para {namespace}',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    'A carteira conectada não é compatível com redes {namespace}. Conecte uma carteira {namespace} para continuar.',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'Este app não é compatível com sua rede atual. Mude para uma opção disponível para continuar.',
  'Available networks': 'Redes disponíveis',
  Disconnect: 'Desconectar',
} satisfies Translations<typeof import('../messages.js')>
