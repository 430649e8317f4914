import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: '接收',
  'Not connected.': '未连接。',
  'QR code of your address': '你的地址二维码',
  Copied: '已复制',
  'Copy address': '复制地址',
  'Address copied': '地址已复制',
  'The address could not be copied': '无法复制地址',
  'You are on {network}. Only send assets to this address on a network listed below.':
    '你当前在 {network}。请仅在下方列出的网络上向此地址发送资产。',
  'Networks you can receive on': '可接收的网络',
  active: '当前',
} satisfies Translations<typeof import('../messages.js')>
