import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'اختر الشبكة',
  'Switch Network': 'تبديل الشبكة',
  active: 'نشطة',
  Networks: 'الشبكات',
  '{namespace} networks': 'شبكات {namespace}',
  'Switch declined': 'تم رفض التبديل',
  'Approve in wallet': 'وافق في المحفظة',
  'Accept the switch to {network} in your wallet': 'اقبل التبديل إلى {network} في محفظتك',
  'Switching network': 'جارٍ تبديل الشبكة',
  'Switch to {namespace}': 'التبديل إلى {namespace}',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    'المحفظة المتصلة لا تدعم شبكات {namespace}. اربط محفظة {namespace} للمتابعة.',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'هذا التطبيق لا يدعم شبكتك الحالية. بدّل إلى خيار متاح للمتابعة.',
  'Available networks': 'الشبكات المتاحة',
  Disconnect: 'قطع الاتصال',
} satisfies Translations<typeof import('../messages.js')>
