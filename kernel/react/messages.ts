import type { Translations } from '../i18n/Translations.js'

/** The kernel's own texts (the button, the shell), in English: each locale's kernel/react/locales file translates them. */
export const messages = {
  connectWallet: 'Connect Wallet',
  loading: 'Loading',
  back: 'Back',
  close: 'Close',
  viewError: 'This view could not be loaded.',
  tryAgain: 'Try again',
} as const

export type KernelTranslations = Translations<typeof messages>
