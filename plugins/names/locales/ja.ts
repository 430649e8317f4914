import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': '名前を選ぶ',
  'Name registered': '名前を登録しました',
  'Names are for EVM accounts only.': '名前は EVM アカウント専用です。',
  Name: '名前',
  Suggestions: '候補',
  available: '利用可能',
  'Waiting for the wallet': 'ウォレットを待っています',
  'Sign the message in your wallet': 'ウォレットでメッセージに署名してください',
  Register: '登録',
  'Registered: your account goes by this name now': '登録しました。アカウントはこの名前で表示されます',
  'Back to account': 'アカウントに戻る',
  'Use only letters, digits and hyphens, at least 4 characters':
    '英字・数字・ハイフンのみ、4 文字以上で入力してください',
  '{name} is already taken': '{name} はすでに使われています',
  'Error registering name {name}': '名前 {name} の登録でエラーが発生しました',
  'Error resolving name': '名前の解決でエラーが発生しました',
  'Error fetching name suggestions': '名前の候補を取得できませんでした',
} satisfies Translations<typeof import('../messages.js')>
