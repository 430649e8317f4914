import { definePlugin } from 'foyer'
import { namesManifest } from './manifest.js'

// The reverse lookup with its cache and ENSIP-11's coin type, which Send and the Account view use too, are foyer/kit's.
export type { NameRecord } from './schemas.js'

declare module 'foyer' {
  interface Views {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { name: string }
  }
}

/**
 * Names (`features.names`, eip155 only, SPEC §9): choose a `.reown.id` name (the rule of SPEC §5, its
 * availability, suggestions when taken) and register it by signing the service's message with the connected
 * wallet (SPEC §4). Loaded when one of its views is first shown (the Account view's "Choose a name").
 */
export const names = definePlugin({
  manifest: namesManifest,
  views: {
    RegisterAccountName: { load: () => import('./views/RegisterAccountNameView.js') },
    RegisterAccountNameSuccess: {
      load: () => import('./views/RegisterAccountNameSuccessView.js'),
    },
  },
})
