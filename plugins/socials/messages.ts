// The socials plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Copy link')`; plugins/locales/catalogues.test.ts checks each is here.
// The providers' names (rules/providerLabels.ts) are brands, the same in every language.

/** The views' titles (index.ts), drawn by the shell's header. */
export const socialsTitles = {
  socialLogin: 'Social login',
} as const

/** The Connect view's social row. */
export const socialButtonsTexts = {
  socialLogins: 'Social logins',
  logInWith: 'Log in with {name}',
} as const

/** ConnectingSocial: the provider's popup. */
export const connectingSocialTexts = {
  waitingFor: 'Waiting for {name}',
  connecting: 'Connecting',
  logInWith: 'Log in with {name}',
  continueIn: 'Continue in the {name} window that opened.',
} as const

/** ConnectingFarcaster: the QR code. */
export const connectingFarcasterTexts = {
  loading: 'Loading the Farcaster sign-in',
  connecting: 'Connecting',
  linkCopied: 'Link copied',
  qrLabel: 'Farcaster sign-in QR code',
  scan: 'Scan this QR code with your phone to sign in with Farcaster.',
  copyLink: 'Copy link',
} as const

/** What went wrong, as the views show it (`t(error)`): SPEC §8's connect-flow failures. */
export const socialErrorTexts = {
  rejected: 'Connection rejected',
  popupClosed: 'Popup closed',
  failed: 'Failed to connect',
  socialFailed: 'Failed to initiate social connection',
  farcasterFailed: 'Failed to connect to farcaster',
} as const
