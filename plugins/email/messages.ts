// The email plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Resend code')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles (index.ts), drawn by the shell's header. */
export const emailTitles = {
  email: 'Email',
  updateEmail: 'Update email',
  approve: 'Approve',
} as const

/** The Connect view's email row. */
export const emailRowTexts = {
  email: 'Email',
  continue: 'Continue',
} as const

/** EmailLogin: the login email, the device approval, the code. */
export const emailLoginTexts = {
  sending: 'Sending the login email',
  connecting: 'Connecting',
  waitingApproval: 'Waiting for the approval',
  registerDevice: 'Register this device',
  approveLink: 'Approve the login link sent to {email} to continue.',
  enterCode: 'Enter the code we sent to {email}',
  loginCode: 'Login code',
  continue: 'Continue',
  resend: 'Resend code',
} as const

/** UpdateEmailWallet, and the Account view's lines for an embedded-wallet user. */
export const updateEmailTexts = {
  enterNewEmail: 'Enter the new email for your wallet.',
  enterCurrentCode: 'Enter the code we sent to your current email',
  enterCode: 'Enter the code we sent to {email}',
  newEmail: 'New email',
  currentEmailCode: 'Current email code',
  newEmailCode: 'New email code',
  continue: 'Continue',
  updateEmail: 'Update email',
  updated: 'Email updated',
  switchToSmart: 'Switch to smart account',
  switching: 'switching',
  switchedToSmart: 'Switched to your smart account',
} as const

/** ApproveTransaction. */
export const approveTexts = {
  approveRequest: 'Approve the request in your embedded wallet.',
  waiting: 'Waiting for your approval',
} as const

/** What went wrong, as the views, toasts and alerts show it (`t(error)`): SPEC §8's texts and the frame's alerts. */
export const emailErrorTexts = {
  somethingWentWrong: 'Something went wrong',
  frameError: 'An error occurred',
  noAuthConnector: 'No auth connector found',
  notEmailOrSocial: 'Not connected to email or social',
  cooldown: 'Please try again after {seconds} seconds',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  frameLoadFailed: 'The email login could not load.',
  frameTimeout: 'The email login did not answer in time.',
} as const
