import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': '选择网络',
  'Switch Network': '切换网络',
  active: '当前',
  Networks: '网络',
  '{namespace} networks': '{namespace} 网络',
  'Switch declined': '切换被拒绝',
  'Approve in wallet': '在钱包中批准',
  'Accept the switch to {network} in your wallet': '请在钱包中接受切换到 {network}',
  'Switching network': '正在切换网络',
  'Switch to {namespace}': '切换到 {namespace}',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    '已连接的钱包不支持 {namespace} 网络。请连接 {namespace} 钱包以继续。',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    '此应用不支持你当前的网络。请切换到可用的网络以继续。',
  'Available networks': '可用网络',
  Disconnect: '断开连接',
} satisfies Translations<typeof import('../messages.js')>
