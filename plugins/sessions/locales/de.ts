import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'Sitzungen',
  'Not connected.': 'Nicht verbunden.',
  'Loading sessions': 'Sitzungen werden geladen',
  'No sessions yet': 'Noch keine Sitzungen',
  'Smart sessions': 'Smart Sessions',
  Permissions: 'Berechtigungen',
  Policies: 'Richtlinien',
  none: 'keine',
  Expires: 'Läuft ab',
  Status: 'Status',
  Expired: 'Abgelaufen',
  Revoked: 'Widerrufen',
  Active: 'Aktiv',
  Revoke: 'Widerrufen',
  'Revoke the session of {project}': 'Die Sitzung von {project} widerrufen',
  'Revoking…': 'Wird widerrufen…',
  'Session revoked': 'Sitzung widerrufen',
  'The session could not be revoked: {reason}': 'Die Sitzung konnte nicht widerrufen werden: {reason}',
} satisfies Translations<typeof import('../messages.js')>
