import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Wallet verbinden',
  Loading: 'Wird geladen',
  Back: 'Zurück',
  Close: 'Schließen',
  'This view could not be loaded.': 'Diese Ansicht konnte nicht geladen werden.',
  'Try again': 'Erneut versuchen',
} satisfies Translations<typeof import('../messages.js')>
