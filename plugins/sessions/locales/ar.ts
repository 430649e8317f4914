import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Sessions: 'الجلسات',
  'Not connected.': 'غير متصل.',
  'Loading sessions': 'جارٍ تحميل الجلسات',
  'No sessions yet': 'لا توجد جلسات بعد',
  'Smart sessions': 'الجلسات الذكية',
  Permissions: 'الأذونات',
  Policies: 'السياسات',
  none: 'لا شيء',
  Expires: 'تنتهي',
  Status: 'الحالة',
  Expired: 'منتهية',
  Revoked: 'ملغاة',
  Active: 'نشطة',
  Revoke: 'إلغاء',
  'Revoke the session of {project}': 'إلغاء جلسة {project}',
  'Revoking…': 'جارٍ الإلغاء…',
  'Session revoked': 'تم إلغاء الجلسة',
  'The session could not be revoked: {reason}': 'تعذّر إلغاء الجلسة: {reason}',
} satisfies Translations<typeof import('../messages.js')>
