import { definePlugin } from 'foyer'
import { offerOneClickSignIn } from './offerOneClickSignIn.js'
import { readSiwxConfig } from './readSiwxConfig.js'
import { requiredGuard } from './requiredGuard.js'
import { type SessionKey, siwxSessions } from './siwxSessions.js'
import { initialSiwx } from './state.js'
import { watchSignIns } from './watchSignIns.js'
import { siwxManifest } from './manifest.js'

export type { SiwxConfig } from './SiwxConfig.js'
export type { StoredSession } from './siwxSessionSchema.js'
export type { SessionKey } from './siwxSessions.js'
export type { SiwxSlice } from './state.js'

/**
 * Sign in with the wallet (`siwx` option; SPEC §2, §4, §5): after a connection without a session for its account
 * and network, SIWXSignMessage asks the wallet to sign the AppKit SIWX message (SERVICES.md §4.1); the session is
 * stored under the sign-in tokens key, revoked on disconnect. Required or optional by the option. Loaded with
 * the kernel when `siwx` is set (it watches connections). Actions: `getSessions`, `revokeSession`.
 */
export const siwx = definePlugin({
  manifest: siwxManifest,
  views: {
    SIWXSignMessage: { load: () => import('./views/SIWXSignMessageView.js') },
  },
  actions: {
    getSessions: async (context) => siwxSessions(context.storage, context.clock.now).all(),
    revokeSession: async (context, key) =>
      siwxSessions(context.storage, context.clock.now).revoke(key as Partial<SessionKey>),
  },
  setup(context) {
    const config = readSiwxConfig(context.options)
    context.addSlice('siwx', initialSiwx)
    const stopGuard = context.router.addGuard(requiredGuard(context, config))
    const stopWatching = watchSignIns(context, config)
    const stopOffering = offerOneClickSignIn(context, config)
    return () => {
      stopGuard()
      stopWatching()
      stopOffering()
    }
  },
})
