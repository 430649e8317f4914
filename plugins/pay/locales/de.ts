import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: 'Bezahlen',
  'No payment to show.': 'Keine Zahlung vorhanden.',
  Payment: 'Zahlung',
  To: 'An',
  Network: 'Netzwerk',
  'Waiting for the wallet': 'Warten auf die Wallet',
  'Switching network in your wallet': 'Netzwerk wird in deiner Wallet gewechselt',
  'Approve the payment in your wallet': 'Bestätige die Zahlung in deiner Wallet',
  Close: 'Schließen',
  Cancel: 'Abbrechen',
  'Signature declined': 'Signatur abgelehnt',
  'Something went wrong': 'Etwas ist schiefgelaufen',
} satisfies Translations<typeof import('../messages.js')>
