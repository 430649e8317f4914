import { defineManifest } from 'foyer'
import { booleanSetting } from 'foyer/kit'

declare module 'foyer' {
  interface Features {
    names: { option: boolean; value: boolean }
  }
}

/** Names (`features.names`): no Account button; the Account view offers "Choose a name" when the account has none. */
export const namesManifest = defineManifest({
  id: 'names',
  load: () => import('./index.js'),
  features: { names: booleanSetting(true) },
  views: { RegisterAccountName: { title: 'Choose a name' }, RegisterAccountNameSuccess: { title: 'Name registered' } },
  locales: (locale) => import('./locales/index.js').then((texts) => texts.textsIn(locale)),
})
