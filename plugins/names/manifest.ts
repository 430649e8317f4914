import type { PluginManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    names: { option: boolean; value: boolean }
  }
}

/** Names (`features.names`): no Account button; the Account view offers "Choose a name" when the account has none. */
export const namesManifest = {
  id: 'names',
  load: () => import('./index.js'),
  features: { names: booleanSetting(true) },
  views: { RegisterAccountName: { title: 'Choose a name' }, RegisterAccountNameSuccess: { title: 'Name registered' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
