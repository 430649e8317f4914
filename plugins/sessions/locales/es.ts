import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'Sesiones',
  'Not connected.': 'No conectado.',
  'Loading sessions': 'Cargando sesiones',
  'No sessions yet': 'Aún no hay sesiones',
  'Smart sessions': 'Sesiones inteligentes',
  Permissions: 'Permisos',
  Policies: 'Políticas',
  none: 'ninguna',
  Expires: 'Caduca',
  Status: 'Estado',
  Expired: 'Caducada',
  Revoked: 'Revocada',
  Active: 'Activa',
  Revoke: 'Revocar',
  'Revoke the session of {project}': 'Revocar la sesión de {project}',
  'Revoking…': 'Revocando…',
  'Session revoked': 'Sesión revocada',
  'The session could not be revoked: {reason}': 'No se pudo revocar la sesión: {reason}',
} satisfies Translations<typeof import('../messages.js')>
