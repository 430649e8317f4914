import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'セッション',
  'Not connected.': '未接続です。',
  'Loading sessions': 'セッションを読み込み中',
  'No sessions yet': 'まだセッションはありません',
  'Smart sessions': 'スマートセッション',
  Permissions: '権限',
  Policies: 'ポリシー',
  none: 'なし',
  Expires: '有効期限',
  Status: '状態',
  Expired: '期限切れ',
  Revoked: '取り消し済み',
  Active: '有効',
  Revoke: '取り消す',
  'Revoke the session of {project}': '{project} のセッションを取り消す',
  'Revoking…': '取り消し中…',
  'Session revoked': 'セッションを取り消しました',
  'The session could not be revoked: {reason}': 'セッションを取り消せませんでした: {reason}',
} satisfies Translations<typeof import('../messages.js')>
