import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': '社交登录',
  'Social logins': '社交登录方式',
  'Log in with {name}': '使用 {name} 登录',
  'Waiting for {name}': '正在等待 {name}',
  Connecting: '正在连接',
  'Continue in the {name} window that opened.': '请在已打开的 {name} 窗口中继续。',
  'Loading the Farcaster sign-in': '正在加载 Farcaster 登录',
  'Link copied': '链接已复制',
  'Farcaster sign-in QR code': 'Farcaster 登录二维码',
  'Scan this QR code with your phone to sign in with Farcaster.': '请用手机扫描此二维码，以使用 Farcaster 登录。',
  'Copy link': '复制链接',
  'Connection rejected': '连接被拒绝',
  'Popup closed': '弹出窗口已关闭',
  'Failed to connect': '连接失败',
  'Failed to initiate social connection': '无法发起社交连接',
  'Failed to connect to farcaster': '连接 Farcaster 失败',
} satisfies Translations<typeof import('../messages.js')>
