import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: 'Payer',
  'No payment to show.': 'Aucun paiement à afficher.',
  Payment: 'Paiement',
  To: 'À',
  Network: 'Réseau',
  'Waiting for the wallet': 'En attente du portefeuille',
  'Switching network in your wallet': 'Changement de réseau dans votre portefeuille',
  'Approve the payment in your wallet': 'Approuvez le paiement dans votre portefeuille',
  Close: 'Fermer',
  Cancel: 'Annuler',
  'Signature declined': 'Signature refusée',
  'Something went wrong': 'Une erreur s’est produite',
} satisfies Translations<typeof import('../messages.js')>
