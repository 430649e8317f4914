import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'تسجيل الدخول',
  'Nothing to sign in to.': 'لا يوجد ما يتطلب تسجيل الدخول.',
  '{app} wants you to sign in': 'يطلب منك {app} تسجيل الدخول',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'تسجيل الدخول مطلوب: وقّع الرسالة، أو ألغِ لقطع الاتصال',
  'Signing…': 'جارٍ التوقيع…',
  Sign: 'توقيع',
  Cancel: 'إلغاء',
  'Signature declined': 'تم رفض التوقيع',
  'Sign-in needs an active address: connect a wallet first': 'يتطلب تسجيل الدخول عنوانًا نشطًا: اتصل بمحفظة أولًا',
  'Sign-in needs an active network': 'يتطلب تسجيل الدخول شبكة نشطة',
} satisfies Translations<typeof import('../messages.js')>
