import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'Sessões',
  'Not connected.': 'Não conectado.',
  'Loading sessions': 'Carregando sessões',
  'No sessions yet': 'Nenhuma sessão ainda',
  'Smart sessions': 'Sessões inteligentes',
  Permissions: 'Permissões',
  Policies: 'Políticas',
  none: 'nenhuma',
  Expires: 'Expira',
  Status: 'Status',
  Expired: 'Expirada',
  Revoked: 'Revogada',
  Active: 'Ativa',
  Revoke: 'Revogar',
  'Revoke the session of {project}': 'Revogar a sessão de {project}',
  'Revoking…': 'Revogando…',
  'Session revoked': 'Sessão revogada',
  'The session could not be revoked: {reason}': 'Não foi possível revogar a sessão: {reason}',
} satisfies Translations<typeof import('../messages.js')>
