import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'Se connecter',
  'Nothing to sign in to.': 'Aucune connexion à signer.',
  '{app} wants you to sign in': '{app} vous invite à vous connecter',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'La connexion est obligatoire : signez le message, ou annulez pour vous déconnecter',
  'Signing…': 'Signature…',
  Sign: 'Signer',
  Cancel: 'Annuler',
  'Signature declined': 'Signature refusée',
  'Sign-in needs an active address: connect a wallet first':
    'La connexion nécessite une adresse active : connectez d’abord un portefeuille',
  'Sign-in needs an active network': 'La connexion nécessite un réseau actif',
} satisfies Translations<typeof import('../messages.js')>
