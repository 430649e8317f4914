// The connect plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Copy link')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles (index.ts). */
export const connectTitles = {
  connect: 'Connect Wallet',
  allWallets: 'All Wallets',
  connecting: 'Connecting',
} as const

/** The Connect view. */
export const connectViewTexts = {
  loadingWallets: 'Loading wallets',
  allWallets: 'All Wallets',
  noWallets: 'No wallets found.',
  wallets: 'Wallets',
  recent: 'recent',
  installed: 'installed',
  qrCode: 'QR code',
  search: 'search',
} as const

/** The All Wallets view. */
export const allWalletsTexts = {
  qrCode: 'QR code',
  searchWallet: 'Search wallet',
  allWallets: 'All wallets',
  loadingWallets: 'Loading wallets',
  listFailed: 'The wallet list could not be loaded.',
  noWallet: 'No wallet found.',
} as const

/** Connecting to an injected, announced or external wallet. */
export const connectingTexts = {
  waiting: 'Accept the connection request in the wallet',
  rejected: 'Connection rejected',
  failed: 'Failed to connect',
  continueIn: 'Continue in {name}',
  connecting: 'Connecting',
  tryAgain: 'Try again',
} as const

/** Connecting through WalletConnect: the QR code and the wallet's links. */
export const walletConnectTexts = {
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied',
  scanWith: 'Scan this QR code with {name}, or open it there',
  continueIn: 'Continue in {name}',
  scanWithPhone: 'Scan with your phone',
  tryAgain: 'Try again',
  qrLabel: 'QR code to connect {name}',
  copyLink: 'Copy link',
  preparing: 'Preparing the QR code',
  open: 'Open {name}',
  openUniversal: 'Open {name} (universal link)',
  openDesktop: 'Open {name} desktop app',
  openWeb: 'Open {name} web app',
  otherWays: 'Other ways to open {name}',
  waitingInApp: 'Accept the connection request in the wallet',
  notOpened: '{name} did not open. Is it installed?',
  getApp: 'Get {name}',
  appStore: 'Get {name} on the App Store',
  playStore: 'Get {name} on Google Play',
} as const

/** The Connect view's rows under the settings that are off by default (settings/ConnectSettings.tsx). */
export const connectSettingsTexts = {
  continueWithWallet: 'Continue with a wallet',
  allWallets: 'All Wallets',
  search: 'search',
} as const

/** The legal checkbox (legal/LegalGate.tsx): `{terms}` and `{privacy}` are the links. */
export const legalTexts = {
  both: 'I agree to the {terms} and the {privacy}',
  terms: 'I agree to the {terms}',
  privacy: 'I agree to the {privacy}',
  termsLink: 'Terms of Service',
  privacyLink: 'Privacy Policy',
  reason: 'Agree to continue: the ways to connect are disabled until you do.',
} as const
