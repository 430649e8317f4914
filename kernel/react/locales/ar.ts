import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'ربط المحفظة',
  Loading: 'جارٍ التحميل',
  Back: 'رجوع',
  Close: 'إغلاق',
  'This view could not be loaded.': 'تعذّر تحميل هذه الواجهة.',
  'Try again': 'حاول مرة أخرى',
  'Wallet connection is not set up for this site yet.': 'لم يُعدّ اتصال المحفظة لهذا الموقع بعد.',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'إعدادات هذا المشروع لا تسمح بهذا الموقع. قد تكون بعض الخيارات مفقودة.',
  'This site is not verified for email and social login.':
    'هذا الموقع غير موثَّق لتسجيل الدخول بالبريد الإلكتروني والحسابات الاجتماعية.',
  'Too many requests right now. Some options may be missing; try again shortly.':
    'طلبات كثيرة جدًا الآن. قد تكون بعض الخيارات مفقودة؛ حاول مرة أخرى بعد قليل.',
  'Our configuration service is not answering. Some options may be missing.':
    'خدمة الإعدادات لدينا لا تستجيب. قد تكون بعض الخيارات مفقودة.',
  'That network is not one this app offers.': 'هذا التطبيق لا يقدّم تلك الشبكة.',
  'Signature declined': 'تم رفض التوقيع',
  'Action not allowed': 'الإجراء غير مسموح به',
} satisfies Translations<typeof import('../messages.js')>
