// The names plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Register')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles (index.ts). */
export const namesTitles = {
  chooseName: 'Choose a name',
  registered: 'Name registered',
} as const

/** The register view. */
export const registerTexts = {
  evmOnly: 'Names are for EVM accounts only.',
  name: 'Name',
  suggestions: 'Suggestions',
  available: 'available',
  waiting: 'Waiting for the wallet',
  sign: 'Sign the message in your wallet',
  register: 'Register',
} as const

/** The view after the name is registered. */
export const registeredTexts = {
  registered: 'Registered: your account goes by this name now',
  back: 'Back to account',
} as const

/** The plugin's errors (namesErrors.ts), and the kernel's SPEC §8 texts the view shows. */
export const namesErrorTexts = {
  rule: 'Use only letters, digits and hyphens, at least 4 characters',
  taken: '{name} is already taken',
  registerFailed: 'Error registering name {name}',
  resolveFailed: 'Error resolving name',
  suggestionsFailed: 'Error fetching name suggestions',
} as const
