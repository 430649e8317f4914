import type { SocialProvider } from '../manifest.js'

/** The providers' names, as their buttons and views show them. */
export const providerLabels: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
