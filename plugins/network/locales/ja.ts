import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'ネットワークを選択',
  'Switch Network': 'ネットワークを切り替え',
  active: '使用中',
  Networks: 'ネットワーク',
  '{namespace} networks': '{namespace} ネットワーク',
  'Switch declined': '切り替えが拒否されました',
  'Approve in wallet': 'ウォレットで承認',
  'Accept the switch to {network} in your wallet': 'ウォレットで{network}への切り替えを承認してください',
  'Switching network': 'ネットワークを切り替え中',
  'Switch to {namespace}': '{namespace}に切り替え',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    '接続中のウォレットは{namespace}ネットワークに対応していません。続けるには{namespace}ウォレットを接続してください。',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'このアプリは現在のネットワークに対応していません。続けるには利用可能なネットワークに切り替えてください。',
  'Available networks': '利用可能なネットワーク',
  Disconnect: '切断',
} satisfies Translations<typeof import('../messages.js')>
