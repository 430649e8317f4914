import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'Social Login',
  'Social logins': 'Social Logins',
  'Log in with {name}': 'Mit {name} anmelden',
  'Waiting for {name}': 'Warte auf {name}',
  Connecting: 'Verbinden',
  'Continue in the {name} window that opened.': 'Fahre im geöffneten {name}-Fenster fort.',
  'Loading the Farcaster sign-in': 'Farcaster-Anmeldung wird geladen',
  'Link copied': 'Link kopiert',
  'Farcaster sign-in QR code': 'QR-Code für die Farcaster-Anmeldung',
  'Scan this QR code with your phone to sign in with Farcaster.':
    'Scanne diesen QR-Code mit deinem Telefon, um dich mit Farcaster anzumelden.',
  'Copy link': 'Link kopieren',
  'Connection rejected': 'Verbindung abgelehnt',
  'Popup closed': 'Pop-up geschlossen',
  'Failed to connect': 'Verbindung fehlgeschlagen',
  'Failed to initiate social connection': 'Die soziale Verbindung konnte nicht gestartet werden',
  'Failed to connect to farcaster': 'Verbindung mit Farcaster fehlgeschlagen',
} satisfies Translations<typeof import('../messages.js')>
