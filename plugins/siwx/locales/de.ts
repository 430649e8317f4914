import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'Anmelden',
  'Nothing to sign in to.': 'Keine Anmeldung ausstehend.',
  '{app} wants you to sign in': '{app} möchte, dass du dich anmeldest',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'Die Anmeldung ist erforderlich: Signiere die Nachricht oder brich ab, um die Verbindung zu trennen',
  'Signing…': 'Wird signiert…',
  Sign: 'Signieren',
  Cancel: 'Abbrechen',
  'Signature declined': 'Signatur abgelehnt',
  'Sign-in needs an active address: connect a wallet first':
    'Die Anmeldung braucht eine aktive Adresse: Verbinde zuerst eine Wallet',
  'Sign-in needs an active network': 'Die Anmeldung braucht ein aktives Netzwerk',
} satisfies Translations<typeof import('../messages.js')>
