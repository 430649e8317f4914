import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'ウォレットを接続',
  Loading: '読み込み中',
  Back: '戻る',
  Close: '閉じる',
  'This view could not be loaded.': 'この画面を読み込めませんでした。',
  'Try again': '再試行',
} satisfies Translations<typeof import('../messages.js')>
