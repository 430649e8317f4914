import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Wallet verbinden',
  Loading: 'Wird geladen',
  Back: 'Zurück',
  Close: 'Schließen',
  'This view could not be loaded.': 'Diese Ansicht konnte nicht geladen werden.',
  'Try again': 'Erneut versuchen',
  'Wallet connection is not set up for this site yet.':
    'Die Wallet-Verbindung ist für diese Website noch nicht eingerichtet.',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'Die Konfiguration dieses Projekts erlaubt diese Website nicht. Einige Optionen fehlen möglicherweise.',
  'This site is not verified for email and social login.':
    'Diese Website ist für die Anmeldung per E-Mail und Social Login nicht verifiziert.',
  'Too many requests right now. Some options may be missing; try again shortly.':
    'Gerade zu viele Anfragen. Einige Optionen fehlen möglicherweise; versuche es gleich noch einmal.',
  'Our configuration service is not answering. Some options may be missing.':
    'Unser Konfigurationsdienst antwortet nicht. Einige Optionen fehlen möglicherweise.',
  'That network is not one this app offers.': 'Dieses Netzwerk bietet diese App nicht an.',
  'Signature declined': 'Signatur abgelehnt',
  'Action not allowed': 'Aktion nicht erlaubt',
} satisfies Translations<typeof import('../messages.js')>
