import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': '连接钱包',
  Loading: '加载中',
  Back: '返回',
  Close: '关闭',
  'This view could not be loaded.': '无法加载此视图。',
  'Try again': '重试',
  'Wallet connection is not set up for this site yet.': '此网站尚未设置钱包连接。',
  'This project’s configuration does not allow this site. Some options may be missing.':
    '此项目的配置不允许此网站。部分选项可能缺失。',
  'This site is not verified for email and social login.': '此网站未通过邮箱和社交登录验证。',
  'Too many requests right now. Some options may be missing; try again shortly.':
    '当前请求过多。部分选项可能缺失，请稍后重试。',
  'Our configuration service is not answering. Some options may be missing.':
    '我们的配置服务没有响应。部分选项可能缺失。',
  'That network is not one this app offers.': '此应用不提供该网络。',
  'Signature declined': '签名被拒绝',
  'Action not allowed': '不允许此操作',
} satisfies Translations<typeof import('../messages.js')>
