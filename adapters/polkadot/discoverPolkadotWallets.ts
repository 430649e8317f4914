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
 * (EXTERNAL). Calls `onChange` with the whole list; returns the teardown.
 */
export function discoverPolkadotWallets(
  options: PolkadotDiscoveryOptions,
  onChange: (found: DiscoveredPolkadotWallet[]) => void,
): () => void {
  const page = typeof window === 'undefined' ? undefined : (window as unknown as Page)
  const external: DiscoveredPolkadotWallet[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    extension: async () => connector.getExtension(),
  }))
  const publish = () => {
    const entries = Object.entries((options.injected ? page?.injectedWeb3 : undefined) ?? {})
    const injected = entries
      .filter(([, extension]) => typeof (extension as InjectedExtension | undefined)?.enable === 'function')
      .map(
        ([key, extension]): DiscoveredPolkadotWallet => ({
          connector: { id: key, type: 'ANNOUNCED', name: extensionName(key) },
          extension: extension as InjectedExtension,
        }),
      )
    onChange([...injected, ...external])
  }
  publish()
  if (!page || !options.injected) return () => undefined
  page.addEventListener('load', publish)
  return () => page.removeEventListener('load', publish)
}
