import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: 'دفع',
  'No payment to show.': 'لا توجد دفعة لعرضها.',
  Payment: 'الدفعة',
  To: 'إلى',
  Network: 'الشبكة',
  'Waiting for the wallet': 'في انتظار المحفظة',
  'Switching network in your wallet': 'جارٍ تبديل الشبكة في محفظتك',
  'Approve the payment in your wallet': 'وافق على الدفعة في محفظتك',
  Close: 'إغلاق',
  Cancel: 'إلغاء',
  'Signature declined': 'تم رفض التوقيع',
  'Something went wrong': 'حدث خطأ ما',
} satisfies Translations<typeof import('../messages.js')>
