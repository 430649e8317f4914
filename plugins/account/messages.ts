// The account plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Disconnect')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles and the tabs' labels (index.ts), drawn by the shell's header and the Account view. */
export const accountTitles = {
  account: 'Account',
  wallets: 'Wallets',
  tokens: 'Tokens',
  nfts: 'NFTs',
} as const

/** The buttons the catalogue gives other plugins on the Account view (plugins/manifests.ts), drawn there. */
export const walletFeatureLabels = {
  receive: 'Receive',
  send: 'Send',
  swap: 'Swap',
  buy: 'Buy',
  activity: 'Activity',
} as const

/** The Account view and its balance. */
export const accountViewTexts = {
  notConnected: 'Not connected.',
  addressCopied: 'Address copied',
  wallet: 'Wallet',
  copyAddress: 'Copy address',
  blockExplorer: 'Block explorer',
  network: 'Network',
  networkTag: 'network',
  manageWallets: 'Manage wallets',
  chooseName: 'Choose a name',
  sessions: 'Sessions',
  disconnect: 'Disconnect',
  balanceUnavailable: 'Balance unavailable',
  reloadBalance: 'Reload balance',
} as const

/** The Tokens and NFTs tabs. */
export const tabTexts = {
  loadingTokens: 'Loading token balances',
  tokensUnavailable: 'Token Balance Unavailable',
  tryAgain: 'Try again',
  tryAgainIn: 'You can try again in {seconds} s',
  noTokens: 'No tokens yet',
  loadingNfts: 'Loading NFTs',
  noNfts: 'No NFTs yet',
} as const

/** The wallets view: each namespace's connected wallets. */
export const profileWalletsTexts = {
  switchedTo: 'Switched to {name}',
  accountSwitched: 'Account switched',
  walletsOf: '{namespace} wallets',
  noWallet: 'No wallet connected.',
  addWallet: 'Add {namespace} wallet',
  active: 'active',
  activeWallet: '{name} (active)',
  switching: 'Switching',
  remove: 'Remove {name}',
} as const
