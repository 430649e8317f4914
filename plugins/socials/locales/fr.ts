import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'Connexion sociale',
  'Social logins': 'Connexions sociales',
  'Log in with {name}': 'Se connecter avec {name}',
  'Waiting for {name}': 'En attente de {name}',
  Connecting: 'Connexion',
  'Continue in the {name} window that opened.': 'Continuez dans la fenêtre {name} qui s’est ouverte.',
  'Loading the Farcaster sign-in': 'Chargement de la connexion Farcaster',
  'Link copied': 'Lien copié',
  'Farcaster sign-in QR code': 'Code QR de connexion Farcaster',
  'Scan this QR code with your phone to sign in with Farcaster.':
    'Scannez ce code QR avec votre téléphone pour vous connecter avec Farcaster.',
  'Copy link': 'Copier le lien',
  'Connection rejected': 'Connexion refusée',
  'Popup closed': 'Fenêtre fermée',
  'Failed to connect': 'Échec de la connexion',
  'Failed to initiate social connection': 'Impossible de lancer la connexion sociale',
  'Failed to connect to farcaster': 'Échec de la connexion à Farcaster',
} satisfies Translations<typeof import('../messages.js')>
