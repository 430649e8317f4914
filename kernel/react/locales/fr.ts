import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Connecter un portefeuille',
  Loading: 'Chargement',
  Back: 'Retour',
  Close: 'Fermer',
  'This view could not be loaded.': 'Cette vue n’a pas pu être chargée.',
  'Try again': 'Réessayer',
} satisfies Translations<typeof import('../messages.js')>
