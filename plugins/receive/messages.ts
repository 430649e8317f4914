// The receive plugin's texts in English: the catalogue that locales/<locale>.ts translates.
// The view writes the English itself, `t('Copy address')`; plugins/locales/catalogues.test.ts checks each is here.

/** The view's title and its Account button (index.ts). */
export const receiveTitles = {
  receive: 'Receive',
} as const

/** The Receive view. */
export const receiveTexts = {
  notConnected: 'Not connected.',
  qrLabel: 'QR code of your address',
  copied: 'Copied',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'The address could not be copied',
  note: 'You are on {network}. Only send assets to this address on a network listed below.',
  networks: 'Networks you can receive on',
  active: 'active',
} as const
