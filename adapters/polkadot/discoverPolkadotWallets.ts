import type { Connector } from 'foyer'
import type { ExternalPolkadotConnector, InjectedExtension } from './PolkadotWallet.js'
import { extensionName } from './PolkadotWallet.js'

export interface DiscoveredPolkadotWallet {
  connector: Omit<Connector, 'chain'>
  /** The extension, or how to get it (an app's connector loads it when first used). */
  extension: InjectedExtension | (() => Promise<InjectedExtension>)
}

export interface PolkadotDiscoveryOptions {
  /** List the `window.injectedWeb3` extensions. */
  injected: boolean
  external: readonly ExternalPolkadotConnector[]
}

type Page = Pick<Window, 'addEventListener' | 'removeEventListener'> & { injectedWeb3?: Record<string, unknown> }

/**
 * Finds the Polkadot wallets of the page: every `window.injectedWeb3` entry with an `enable` (ANNOUNCED, keyed by
 * its name; extensions inject by page load, so the list is published again then) and the app's connectors
 * (EXTERNAL). Calls `onChange` with the whole list; returns the teardown. Each extension is read on its own:
 * one that throws when read is left out and reported to `skipped`.
 */
export function discoverPolkadotWallets(
  options: PolkadotDiscoveryOptions,
  onChange: (found: DiscoveredPolkadotWallet[]) => void,
  skipped: (what: string, error: unknown) => void = () => undefined,
): () => void {
  const page = typeof window === 'undefined' ? undefined : (window as unknown as Page)
  const external: DiscoveredPolkadotWallet[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    extension: async () => connector.getExtension(),
  }))
  /** The extensions of `injectedWeb3`, each read on its own: one that throws when read is skipped. */
  const injected = (): DiscoveredPolkadotWallet[] => {
    let listed: Record<string, unknown>
    let keys: string[]
    try {
      listed = (options.injected ? page?.injectedWeb3 : undefined) ?? {}
      keys = Object.keys(listed)
    } catch (error) {
      skipped('window.injectedWeb3', error)
      return []
    }
    return keys.flatMap((key): DiscoveredPolkadotWallet[] => {
      try {
        const extension = listed[key] as InjectedExtension | undefined
        if (typeof extension?.enable !== 'function') return []
        return [{ connector: { id: key, type: 'ANNOUNCED', name: extensionName(key) }, extension }]
      } catch (error) {
        skipped(`window.injectedWeb3['${key}']`, error)
        return []
      }
    })
  }
  const publish = () => onChange([...injected(), ...external])
  publish()
  if (!page || !options.injected) return () => undefined
  page.addEventListener('load', publish)
  return () => page.removeEventListener('load', publish)
}
