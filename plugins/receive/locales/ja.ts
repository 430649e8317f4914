import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: '受け取る',
  'Not connected.': '未接続です。',
  'QR code of your address': 'あなたのアドレスのQRコード',
  Copied: 'コピーしました',
  'Copy address': 'アドレスをコピー',
  'Address copied': 'アドレスをコピーしました',
  'The address could not be copied': 'アドレスをコピーできませんでした',
  'You are on {network}. Only send assets to this address on a network listed below.':
    '現在 {network} にいます。このアドレスへは下記のネットワークでのみ資産を送ってください。',
  'Networks you can receive on': '受け取れるネットワーク',
  active: '使用中',
} satisfies Translations<typeof import('../messages.js')>
