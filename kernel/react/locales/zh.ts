import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': '连接钱包',
  Loading: '加载中',
  Back: '返回',
  Close: '关闭',
  'This view could not be loaded.': '无法加载此视图。',
  'Try again': '重试',
} satisfies Translations<typeof import('../messages.js')>
