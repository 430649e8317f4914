import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'تسجيل الدخول الاجتماعي',
  'Social logins': 'طرق تسجيل الدخول الاجتماعي',
  'Log in with {name}': 'سجّل الدخول باستخدام {name}',
  'Waiting for {name}': 'بانتظار {name}',
  Connecting: 'جارٍ الاتصال',
  'Continue in the {name} window that opened.': 'تابع في نافذة {name} التي فُتحت.',
  'Loading the Farcaster sign-in': 'جارٍ تحميل تسجيل الدخول عبر Farcaster',
  'Link copied': 'تم نسخ الرابط',
  'Farcaster sign-in QR code': 'رمز QR لتسجيل الدخول عبر Farcaster',
  'Scan this QR code with your phone to sign in with Farcaster.': 'امسح رمز QR هذا بهاتفك لتسجيل الدخول عبر Farcaster.',
  'Copy link': 'نسخ الرابط',
  'Connection rejected': 'تم رفض الاتصال',
  'Popup closed': 'أُغلقت النافذة المنبثقة',
  'Failed to connect': 'فشل الاتصال',
  'Failed to initiate social connection': 'تعذّر بدء الاتصال الاجتماعي',
  'Failed to connect to farcaster': 'فشل الاتصال بـ Farcaster',
} satisfies Translations<typeof import('../messages.js')>
