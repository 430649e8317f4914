import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'Iniciar sesión',
  'Nothing to sign in to.': 'No hay nada en lo que iniciar sesión.',
  '{app} wants you to sign in': '{app} quiere que inicies sesión',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'El inicio de sesión es obligatorio: firma el mensaje o cancela para desconectarte',
  'Signing…': 'Firmando…',
  Sign: 'Firmar',
  Cancel: 'Cancelar',
  'Signature declined': 'Firma rechazada',
  'Sign-in needs an active address: connect a wallet first':
    'El inicio de sesión necesita una dirección activa: conecta primero una billetera',
  'Sign-in needs an active network': 'El inicio de sesión necesita una red activa',
} satisfies Translations<typeof import('../messages.js')>
