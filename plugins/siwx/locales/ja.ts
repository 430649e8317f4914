import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'サインイン',
  'Nothing to sign in to.': 'サインインするものはありません。',
  '{app} wants you to sign in': '{app}がサインインを求めています',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'サインインが必要です：メッセージに署名するか、キャンセルして切断してください',
  'Signing…': '署名中…',
  Sign: '署名',
  Cancel: 'キャンセル',
  'Signature declined': '署名が拒否されました',
  'Sign-in needs an active address: connect a wallet first':
    'サインインには有効なアドレスが必要です：先にウォレットを接続してください',
  'Sign-in needs an active network': 'サインインには有効なネットワークが必要です',
} satisfies Translations<typeof import('../messages.js')>
