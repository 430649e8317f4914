import { definePlugin } from 'foyer'
import { initialSessions } from './state.js'
import { sessionsManifest } from './manifest.js'

export { fetchSmartSessions } from './fetchSmartSessions.js'
export { revokeSmartSession } from './revokeSmartSession.js'
export type { SmartSession } from './schemas.js'

declare module 'foyer' {
  interface Views {
    Sessions: undefined
  }
}

/**
 * Smart sessions (`features.smartSessions`, off by default; SPEC §7's sessions calls): the ERC-7715 sessions an
 * app was granted on the connected smart account (project, permissions, policies, expiry, revoked), and revoke.
 * The Account view of a smart-account user offers "Sessions"; the code loads when it is first pressed.
 */
export const sessions = definePlugin({
  manifest: sessionsManifest,
  views: {
    // No title: the header shows the view's name, "Sessions" (translated), and the catalogue's entry stays smaller.
    Sessions: { load: () => import('./views/SessionsView.js') },
  },
  setup(context) {
    context.addSlice('sessions', initialSessions)
  },
})
