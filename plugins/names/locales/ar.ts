import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': 'اختر اسمًا',
  'Name registered': 'تم تسجيل الاسم',
  'Names are for EVM accounts only.': 'الأسماء لحسابات EVM فقط.',
  Name: 'الاسم',
  Suggestions: 'اقتراحات',
  available: 'متاح',
  'Waiting for the wallet': 'في انتظار المحفظة',
  'Sign the message in your wallet': 'وقّع الرسالة في محفظتك',
  Register: 'تسجيل',
  'Registered: your account goes by this name now': 'تم التسجيل: أصبح حسابك يحمل هذا الاسم',
  'Back to account': 'العودة إلى الحساب',
  'Use only letters, digits and hyphens, at least 4 characters':
    'استخدم الحروف والأرقام والشرطات فقط، 4 أحرف على الأقل',
  '{name} is already taken': '{name} مستخدم بالفعل',
  'Error registering name {name}': 'خطأ في تسجيل الاسم {name}',
  'Error resolving name': 'خطأ في تحليل الاسم',
  'Error fetching name suggestions': 'خطأ في جلب اقتراحات الأسماء',
} satisfies Translations<typeof import('../messages.js')>
