// The sessions plugin's texts in English: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Revoke')`; plugins/locales/catalogues.test.ts checks each is here.

/** The view's title, also the Account view's row (plugins/account). */
export const sessionsTitles = {
  sessions: 'Sessions',
} as const

/** The Sessions view. */
export const sessionsTexts = {
  notConnected: 'Not connected.',
  loading: 'Loading sessions',
  empty: 'No sessions yet',
  list: 'Smart sessions',
  permissions: 'Permissions',
  policies: 'Policies',
  none: 'none',
  expires: 'Expires',
  status: 'Status',
  expired: 'Expired',
  revoked: 'Revoked',
  active: 'Active',
  revoke: 'Revoke',
  revokeNamed: 'Revoke the session of {project}',
  revoking: 'Revoking…',
  revokedToast: 'Session revoked',
  revokeFailed: 'The session could not be revoked: {reason}',
} as const
