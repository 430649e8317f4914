import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: '支付',
  'No payment to show.': '没有可显示的付款。',
  Payment: '付款',
  To: '收款方',
  Network: '网络',
  'Waiting for the wallet': '正在等待钱包',
  'Switching network in your wallet': '正在钱包中切换网络',
  'Approve the payment in your wallet': '请在钱包中批准付款',
  Close: '关闭',
  Cancel: '取消',
  'Signature declined': '签名被拒绝',
  'Something went wrong': '出了点问题',
} satisfies Translations<typeof import('../messages.js')>
