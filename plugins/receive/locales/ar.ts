import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: 'استلام',
  'Not connected.': 'غير متصل.',
  'QR code of your address': 'رمز QR لعنوانك',
  Copied: 'تم النسخ',
  'Copy address': 'نسخ العنوان',
  'Address copied': 'تم نسخ العنوان',
  'The address could not be copied': 'تعذّر نسخ العنوان',
  'You are on {network}. Only send assets to this address on a network listed below.':
    'أنت على {network}. أرسل الأصول إلى هذا العنوان فقط على إحدى الشبكات المدرجة أدناه.',
  'Networks you can receive on': 'الشبكات التي يمكنك الاستلام عليها',
  active: 'نشطة',
} satisfies Translations<typeof import('../messages.js')>
