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
