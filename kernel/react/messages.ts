// The kernel's own texts in English, grouped by where they show: the catalogue every locale's
// kernel/react/locales file translates. The code writes the English itself, `t('Close')` (no key to ship),
// and plugins/locales/catalogues.test.ts checks that each such text is here (README "Languages").

/** The page's button and the dialog shown while the modal's code loads. */
export const buttonTexts = {
  connectWallet: 'Connect Wallet',
  loading: 'Loading',
} as const

/** The modal's shell: its header, a view that failed, a spinner. */
export const shellTexts = {
  loading: 'Loading',
  back: 'Back',
  close: 'Close',
  viewError: 'This view could not be loaded.',
  tryAgain: 'Try again',
} as const

/** The kernel's alerts (kernel/config/loadConfig.ts, kernel/networks/createNetworks.ts), translated where drawn. */
export const alertTexts = {
  projectIdMissing: 'Wallet connection is not set up for this site yet.',
  invalidConfiguration: 'This project’s configuration does not allow this site. Some options may be missing.',
  unverifiedDomain: 'This site is not verified for email and social login.',
  rateLimited: 'Too many requests right now. Some options may be missing; try again shortly.',
  serverError: 'Our configuration service is not answering. Some options may be missing.',
  networkNotFound: 'That network is not one this app offers.',
} as const

/** The toasts the kernel and the adapters raise (SPEC §8), translated where drawn. */
export const toastTexts = {
  signatureDeclined: 'Signature declined',
  actionNotAllowed: 'Action not allowed',
} as const
