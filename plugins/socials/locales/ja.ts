import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'ソーシャルログイン',
  'Social logins': 'ソーシャルログイン一覧',
  'Log in with {name}': '{name}でログイン',
  'Waiting for {name}': '{name}を待っています',
  Connecting: '接続中',
  'Continue in the {name} window that opened.': '開いた{name}のウィンドウで続行してください。',
  'Loading the Farcaster sign-in': 'Farcasterのサインインを読み込み中',
  'Link copied': 'リンクをコピーしました',
  'Farcaster sign-in QR code': 'FarcasterサインインのQRコード',
  'Scan this QR code with your phone to sign in with Farcaster.':
    'スマートフォンでこのQRコードをスキャンして、Farcasterでサインインしてください。',
  'Copy link': 'リンクをコピー',
  'Connection rejected': '接続が拒否されました',
  'Popup closed': 'ポップアップが閉じられました',
  'Failed to connect': '接続に失敗しました',
  'Failed to initiate social connection': 'ソーシャル接続を開始できませんでした',
  'Failed to connect to farcaster': 'Farcasterへの接続に失敗しました',
} satisfies Translations<typeof import('../messages.js')>
