import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'ربط المحفظة',
  Loading: 'جارٍ التحميل',
  Back: 'رجوع',
  Close: 'إغلاق',
  'This view could not be loaded.': 'تعذّر تحميل هذه الواجهة.',
  'Try again': 'حاول مرة أخرى',
} satisfies Translations<typeof import('../messages.js')>
