import { type AdapterContext, type Clock, type Namespace, systemClock } from 'foyer'
import { importPackage } from 'foyer/kit'
import type { WalletConnectPairingEvent } from 'foyer/kit'
import { pairWallet } from './pairWallet.js'
import { signedAuthentication } from './signedAuthentication.js'
import type { UniversalProvider, WalletConnectSession } from './UniversalProvider.js'
import type { NamespaceProposal, WalletConnectSettings } from './WalletConnectSettings.js'

/** The one connector id of WalletConnect, in every namespace (one session spans them all). */
export const walletConnectConnectorId = 'walletConnect'

/**
 * One WalletConnect client per Foyer instance, shared by the adapters through `context.shared`: each
 * namespace adds what it asks of a session, and a pairing proposes them all, so one session serves
 * every namespace. `@walletconnect/universal-provider` loads on the first call that needs it: a
 * pairing (the QR view) or a stored WalletConnect connection being restored.
 *
 * Two instances on one page: WalletConnect keeps one Core per storage prefix on `globalThis`, so the
 * client is made with `customStoragePrefix` = the instance's `storagePrefix`. Instances with different
 * prefixes are fully apart; two live instances with the same prefix (which also share Foyer's storage)
 * are not supported. An instance made after another one was destroyed starts a fresh Core on the same
 * storage (destroy lets the old one go), so the session carries over. universal-provider's own module
 * globals (its sub-providers' client) are set and read in one synchronous step, so they do not mix.
 */
export function createWalletConnectHub(
  context: Pick<AdapterContext, 'options' | 'store' | 'logger'> & Partial<Pick<AdapterContext, 'bus'>>,
  settings: WalletConnectSettings = {},
  clock: Clock = systemClock,
) {
  const { options, store, logger, bus } = context
  const proposals = new Map<Namespace, NamespaceProposal>()
  const ended = new Set<() => void>()
  let loading: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined
  let destroyed = false

  const load = () => {
    loading ??= importPackage('@walletconnect/universal-provider', () => import('@walletconnect/universal-provider'))
      .then(({ UniversalProvider }) =>
        UniversalProvider.init({
          projectId: options.projectId,
          relayUrl: options.urls.relay,
          ...(options.metadata ? { metadata: options.metadata } : {}),
          customStoragePrefix: options.storagePrefix,
          logger: options.logLevel,
          ...(settings.telemetry === undefined ? {} : { telemetryEnabled: settings.telemetry }),
          ...(settings.storage ? { storage: settings.storage } : {}),
        }),
      )
      .then((provider) => {
        loaded = provider
        if (destroyed) release(provider)
        return provider
      })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  /** Lets the client go: its socket and timers, and WalletConnect's global Core for this prefix. */
  const release = (provider: UniversalProvider) => {
    provider.events.removeAllListeners()
    const core = provider.client.core
    core.relayer.transportClose().catch((error: unknown) => logger.debug('walletconnect: close', error))
    core.heartbeat.stop()
    const key = `_walletConnectCore_${options.storagePrefix}`
    const global = globalThis as Record<string, unknown>
    if (global[key] === core) {
      delete global[key]
      delete global[`${key}_count`]
    }
  }

  return {
    addNamespace(namespace: Namespace, proposal: NamespaceProposal) {
      proposals.set(namespace, proposal)
    },
    provider: load,
    /** The session, once the client is loaded. */
    session: (): WalletConnectSession | undefined => loaded?.session,
    /**
     * Pairs with a wallet: the URI goes to the store (`pairing`) for the QR view and is replaced before
     * it expires; resolves with the session. `signal` gives up ('Modal closed' upstream). A sign-in plugin
     * that asks for it (`walletconnect:pairing`) gets the sign-in in the same request, and what the wallet signed.
     */
    async pair(signal?: AbortSignal): Promise<WalletConnectSession> {
      const provider = await load()
      const pairing: WalletConnectPairingEvent = { namespaces: [...proposals.keys()] }
      bus?.emit('walletconnect:pairing', pairing)
      const authentication = await pairing.authentication
      const namespaces = Object.fromEntries(
        [...proposals].map(([namespace, { chains, methods, events, rpcMap }]) => [
          namespace,
          { chains, methods: [...methods], events: [...events], rpcMap },
        ]),
      )
      const session = await pairWallet({
        ...{ provider, namespaces, store, clock, logger, connectorId: walletConnectConnectorId, signal },
        authentication: authentication?.request,
      })
      if (authentication)
        await authentication
          .accept(signedAuthentication(provider, session))
          .catch((error: unknown) => logger.warn('walletconnect: the sign-in with the session was not kept', error))
      return session
    },
    /** Ends the session on both sides; every namespace hears it. */
    async disconnect() {
      const provider = loaded
      if (provider?.session) await provider.disconnect()
      for (const listener of [...ended]) listener()
    },
    /** The dapp ended the session (the wallet's own end arrives as the provider's session_delete). */
    onEnded(listener: () => void) {
      ended.add(listener)
      return () => ended.delete(listener)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (loaded) release(loaded)
    },
  }
}

export type WalletConnectHub = ReturnType<typeof createWalletConnectHub>

declare module 'foyer' {
  interface SharedServices {
    /** The instance's WalletConnect client (createWalletConnectHub), one session for every namespace. */
    walletConnect: WalletConnectHub
  }
}
