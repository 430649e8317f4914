import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': '登录',
  'Nothing to sign in to.': '没有需要登录的内容。',
  '{app} wants you to sign in': '{app} 请你登录',
  'Sign-in is required: sign the message, or cancel to disconnect': '必须登录：请签署消息，或取消以断开连接',
  'Signing…': '正在签名…',
  Sign: '签名',
  Cancel: '取消',
  'Signature declined': '签名被拒绝',
  'Sign-in needs an active address: connect a wallet first': '登录需要一个活动地址：请先连接钱包',
  'Sign-in needs an active network': '登录需要一个活动网络',
} satisfies Translations<typeof import('../messages.js')>
