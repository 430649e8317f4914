import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: 'Recevoir',
  'Not connected.': 'Non connecté.',
  'QR code of your address': 'Code QR de votre adresse',
  Copied: 'Copié',
  'Copy address': 'Copier l’adresse',
  'Address copied': 'Adresse copiée',
  'The address could not be copied': 'L’adresse n’a pas pu être copiée',
  'You are on {network}. Only send assets to this address on a network listed below.':
    'Vous êtes sur {network}. N’envoyez des actifs à cette adresse que sur un réseau listé ci-dessous.',
  'Networks you can receive on': 'Réseaux sur lesquels vous pouvez recevoir',
  active: 'actif',
} satisfies Translations<typeof import('../messages.js')>
