// The siwx plugin's texts in English: the catalogue that locales/<locale>.ts translates.
// The view writes the English itself, `t('Sign')`; plugins/locales/catalogues.test.ts checks each is here.

/** The view's title (index.ts), drawn by the shell's header. */
export const siwxTitles = {
  signIn: 'Sign In',
} as const

/** The SIWXSignMessage view. */
export const signMessageTexts = {
  nothingToSign: 'Nothing to sign in to.',
  wantsYou: '{app} wants you to sign in',
  required: 'Sign-in is required: sign the message, or cancel to disconnect',
  signing: 'Signing…',
  sign: 'Sign',
  cancel: 'Cancel',
} as const

/** What went wrong, as the view shows it (`t(error)`): SPEC §5's and §8's texts. */
export const signInErrorTexts = {
  declined: 'Signature declined',
  noAddress: 'Sign-in needs an active address: connect a wallet first',
  noNetwork: 'Sign-in needs an active network',
} as const
