import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Connecter un portefeuille',
  Loading: 'Chargement',
  Back: 'Retour',
  Close: 'Fermer',
  'This view could not be loaded.': 'Cette vue n’a pas pu être chargée.',
  'Try again': 'Réessayer',
  'Wallet connection is not set up for this site yet.':
    'La connexion de portefeuille n’est pas encore configurée pour ce site.',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'La configuration de ce projet n’autorise pas ce site. Certaines options peuvent manquer.',
  'This site is not verified for email and social login.':
    'Ce site n’est pas vérifié pour la connexion par e-mail et réseaux sociaux.',
  'Too many requests right now. Some options may be missing; try again shortly.':
    'Trop de requêtes en ce moment. Certaines options peuvent manquer ; réessayez dans un instant.',
  'Our configuration service is not answering. Some options may be missing.':
    'Notre service de configuration ne répond pas. Certaines options peuvent manquer.',
  'That network is not one this app offers.': 'Cette application ne propose pas ce réseau.',
  'Signature declined': 'Signature refusée',
  'Action not allowed': 'Action non autorisée',
} satisfies Translations<typeof import('../messages.js')>
