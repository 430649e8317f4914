import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: '会话',
  'Not connected.': '未连接。',
  'Loading sessions': '正在加载会话',
  'No sessions yet': '暂无会话',
  'Smart sessions': '智能会话',
  Permissions: '权限',
  Policies: '策略',
  none: '无',
  Expires: '到期',
  Status: '状态',
  Expired: '已过期',
  Revoked: '已撤销',
  Active: '有效',
  Revoke: '撤销',
  'Revoke the session of {project}': '撤销 {project} 的会话',
  'Revoking…': '正在撤销…',
  'Session revoked': '会话已撤销',
  'The session could not be revoked: {reason}': '无法撤销会话：{reason}',
} satisfies Translations<typeof import('../messages.js')>
