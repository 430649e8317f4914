// The network plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Disconnect')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles (index.ts), drawn by the shell's header. */
export const networkTitles = {
  networks: 'Choose Network',
  switchNetwork: 'Switch Network',
} as const

/** The network list. */
export const networksTexts = {
  active: 'active',
  networks: 'Networks',
  networksOf: '{namespace} networks',
} as const

/** Switching the wallet's network. */
export const switchNetworkTexts = {
  declined: 'Switch declined',
  approve: 'Approve in wallet',
  accept: 'Accept the switch to {network} in your wallet',
  switching: 'Switching network',
} as const

/** Switching to another namespace, and an unsupported network. */
export const switchChainTexts = {
  switchTo: 'Switch to {namespace}',
  unsupportedNamespace:
    'The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.',
  unsupportedNetwork: 'This app doesn’t support your current network. Switch to an available option to continue.',
  available: 'Available networks',
  disconnect: 'Disconnect',
} as const
