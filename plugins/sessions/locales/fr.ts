import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'Sessions',
  'Not connected.': 'Non connecté.',
  'Loading sessions': 'Chargement des sessions',
  'No sessions yet': 'Aucune session pour le moment',
  'Smart sessions': 'Sessions intelligentes',
  Permissions: 'Autorisations',
  Policies: 'Règles',
  none: 'aucune',
  Expires: 'Expire',
  Status: 'Statut',
  Expired: 'Expirée',
  Revoked: 'Révoquée',
  Active: 'Active',
  Revoke: 'Révoquer',
  'Revoke the session of {project}': 'Révoquer la session de {project}',
  'Revoking…': 'Révocation…',
  'Session revoked': 'Session révoquée',
  'The session could not be revoked: {reason}': 'La session n’a pas pu être révoquée : {reason}',
} satisfies Translations<typeof import('../messages.js')>
