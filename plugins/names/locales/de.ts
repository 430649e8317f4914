import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': 'Namen wählen',
  'Name registered': 'Name registriert',
  'Names are for EVM accounts only.': 'Namen gibt es nur für EVM-Konten.',
  Name: 'Name',
  Suggestions: 'Vorschläge',
  available: 'verfügbar',
  'Waiting for the wallet': 'Warten auf die Wallet',
  'Sign the message in your wallet': 'Signiere die Nachricht in deiner Wallet',
  Register: 'Registrieren',
  'Registered: your account goes by this name now': 'Registriert: Dein Konto trägt jetzt diesen Namen',
  'Back to account': 'Zurück zum Konto',
  'Use only letters, digits and hyphens, at least 4 characters':
    'Nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen',
  '{name} is already taken': '{name} ist bereits vergeben',
  'Error registering name {name}': 'Fehler beim Registrieren des Namens {name}',
  'Error resolving name': 'Fehler beim Auflösen des Namens',
  'Error fetching name suggestions': 'Fehler beim Abrufen von Namensvorschlägen',
} satisfies Translations<typeof import('../messages.js')>
