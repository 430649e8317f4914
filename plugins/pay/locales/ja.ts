import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: '支払う',
  'No payment to show.': '表示する支払いはありません。',
  Payment: '支払い',
  To: '宛先',
  Network: 'ネットワーク',
  'Waiting for the wallet': 'ウォレットを待っています',
  'Switching network in your wallet': 'ウォレットでネットワークを切り替えています',
  'Approve the payment in your wallet': 'ウォレットで支払いを承認してください',
  Close: '閉じる',
  Cancel: 'キャンセル',
  'Signature declined': '署名が拒否されました',
  'Something went wrong': '問題が発生しました',
} satisfies Translations<typeof import('../messages.js')>
