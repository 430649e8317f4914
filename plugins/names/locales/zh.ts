import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': '选择名称',
  'Name registered': '名称已注册',
  'Names are for EVM accounts only.': '名称仅适用于 EVM 账户。',
  Name: '名称',
  Suggestions: '建议',
  available: '可用',
  'Waiting for the wallet': '正在等待钱包',
  'Sign the message in your wallet': '请在钱包中签署消息',
  Register: '注册',
  'Registered: your account goes by this name now': '已注册：您的账户现在使用此名称',
  'Back to account': '返回账户',
  'Use only letters, digits and hyphens, at least 4 characters': '仅限字母、数字和连字符，至少 4 个字符',
  '{name} is already taken': '{name} 已被占用',
  'Error registering name {name}': '注册名称 {name} 时出错',
  'Error resolving name': '解析名称时出错',
  'Error fetching name suggestions': '获取名称建议时出错',
} satisfies Translations<typeof import('../messages.js')>
