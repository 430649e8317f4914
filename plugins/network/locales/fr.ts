import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose Network': 'Choisir un réseau',
  'Switch Network': 'Changer de réseau',
  active: 'actif',
  Networks: 'Réseaux',
  '{namespace} networks': 'Réseaux {namespace}',
  'Switch declined': 'Changement refusé',
  'Approve in wallet': 'Approuvez dans le portefeuille',
  'Accept the switch to {network} in your wallet': 'Acceptez le passage à {network} dans votre portefeuille',
  'Switching network': 'Changement de réseau',
  'Switch to {namespace}': 'Passer à {namespace}',
  'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.':
    'Le portefeuille connecté ne prend pas en charge les réseaux {namespace}. Connectez un portefeuille {namespace} pour continuer.',
  'This app doesn’t support your current network. Switch to an available option to continue.':
    'Cette app ne prend pas en charge votre réseau actuel. Passez à une option disponible pour continuer.',
  'Available networks': 'Réseaux disponibles',
  Disconnect: 'Déconnecter',
} satisfies Translations<typeof import('../messages.js')>
