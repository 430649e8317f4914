import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'ウォレットを接続',
  Loading: '読み込み中',
  Back: '戻る',
  Close: '閉じる',
  'This view could not be loaded.': 'この画面を読み込めませんでした。',
  'Try again': '再試行',
  'Wallet connection is not set up for this site yet.': 'このサイトではウォレット接続がまだ設定されていません。',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'このプロジェクトの設定ではこのサイトは許可されていません。一部のオプションが表示されない場合があります。',
  'This site is not verified for email and social login.':
    'このサイトはメールおよびソーシャルログイン用に検証されていません。',
  'Too many requests right now. Some options may be missing; try again shortly.':
    '現在リクエストが多すぎます。一部のオプションが表示されない場合があります。しばらくしてからもう一度お試しください。',
  'Our configuration service is not answering. Some options may be missing.':
    '設定サービスが応答していません。一部のオプションが表示されない場合があります。',
  'That network is not one this app offers.': 'そのネットワークはこのアプリでは利用できません。',
  'Signature declined': '署名が拒否されました',
  'Action not allowed': 'この操作は許可されていません',
} satisfies Translations<typeof import('../messages.js')>
