import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: 'Empfangen',
  'Not connected.': 'Nicht verbunden.',
  'QR code of your address': 'QR-Code deiner Adresse',
  Copied: 'Kopiert',
  'Copy address': 'Adresse kopieren',
  'Address copied': 'Adresse kopiert',
  'The address could not be copied': 'Die Adresse konnte nicht kopiert werden',
  'You are on {network}. Only send assets to this address on a network listed below.':
    'Du bist auf {network}. Sende Assets an diese Adresse nur in einem der unten aufgeführten Netzwerke.',
  'Networks you can receive on': 'Netzwerke, in denen du empfangen kannst',
  active: 'aktiv',
} satisfies Translations<typeof import('../messages.js')>
