import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': 'Choisir un nom',
  'Name registered': 'Nom enregistré',
  'Names are for EVM accounts only.': 'Les noms sont réservés aux comptes EVM.',
  Name: 'Nom',
  Suggestions: 'Suggestions',
  available: 'disponible',
  'Waiting for the wallet': 'En attente du portefeuille',
  'Sign the message in your wallet': 'Signez le message dans votre portefeuille',
  Register: 'Enregistrer',
  'Registered: your account goes by this name now': 'Enregistré : votre compte porte désormais ce nom',
  'Back to account': 'Retour au compte',
  'Use only letters, digits and hyphens, at least 4 characters':
    'Utilisez uniquement des lettres, des chiffres et des tirets, au moins 4 caractères',
  '{name} is already taken': '{name} est déjà pris',
  'Error registering name {name}': "Erreur lors de l'enregistrement du nom {name}",
  'Error resolving name': 'Erreur lors de la résolution du nom',
  'Error fetching name suggestions': 'Erreur lors de la récupération des suggestions de noms',
} satisfies Translations<typeof import('../messages.js')>
