// The kernel's own texts in English, one object per chunk that uses them (so that each stays in that chunk):
// every locale's kernel/react/locales file translates them (README "Languages").

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
