// The pay plugin's texts in English: the catalogue that locales/<locale>.ts translates.
// The view writes the English itself, `t('Pay')`; plugins/locales/catalogues.test.ts checks each is here.

/** The view's title (index.ts), drawn by the shell's header. */
export const payTitles = {
  pay: 'Pay',
} as const

/** The Pay view. */
export const payViewTexts = {
  noPayment: 'No payment to show.',
  payment: 'Payment',
  pay: 'Pay',
  to: 'To',
  network: 'Network',
  waiting: 'Waiting for the wallet',
  switching: 'Switching network in your wallet',
  sending: 'Approve the payment in your wallet',
  close: 'Close',
  cancel: 'Cancel',
} as const

/** What went wrong, as the view shows it (`t(error)`): SPEC §8's texts. */
export const payErrorTexts = {
  declined: 'Signature declined',
  somethingWentWrong: 'Something went wrong',
} as const
