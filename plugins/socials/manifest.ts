import type { PluginManifest } from 'foyer'
import { providersSetting } from 'foyer/kit'

/** SPEC §9's social providers, in their default order. */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

declare module 'foyer' {
  interface Features {
    socials: { option: false | SocialProvider[]; value: false | SocialProvider[] }
  }
}

/** Social login (`features.socials`, remote: social_login): the buttons' code loads only when socials are on. */
export const socialsManifest = {
  id: 'socials',
  load: () => import('./index.js'),
  allowedOrigin: true,
  features: { socials: providersSetting(socialProviders, 'social_login') },
  connectMethods: [{ id: 'social' }],
  views: { ConnectingSocial: { title: 'Social login' }, ConnectingFarcaster: { title: 'Farcaster' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
