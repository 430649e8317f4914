import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'Netzwerk wählen',
  'Switch Network': 'Netzwerk wechseln',
  active: 'aktiv',
  Networks: 'Netzwerke',
  '{namespace} networks': '{namespace}-Netzwerke',
  'Switch declined': 'Wechsel abgelehnt',
  'Approve in wallet': 'In der Wallet bestätigen',
  'Accept the switch to {network} in your wallet': 'Bestätige den Wechsel zu {network} in deiner Wallet',
  'Switching network': 'Netzwerk wird gewechselt',
  'Switch to {namespace}': 'Zu {namespace} wechseln',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    'Die verbundene Wallet unterstützt keine {namespace}-Netzwerke. Verbinde eine {namespace}-Wallet, um fortzufahren.',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einer verfügbaren Option, um fortzufahren.',
  'Available networks': 'Verfügbare Netzwerke',
  Disconnect: 'Trennen',
} satisfies Translations<typeof import('../messages.js')>
