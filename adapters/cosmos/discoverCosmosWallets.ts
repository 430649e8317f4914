import type { Connector } from 'foyer'
import type { CosmosWalletHandle, ExternalCosmosConnector, KeplrProvider } from './CosmosWallet.js'
import { keplrHandle } from './keplrHandle.js'

export interface DiscoveredCosmosWallet {
  connector: Omit<Connector, 'chain'>
  /** The wallet's handle, or how to make it (an app's connector loads its provider when first used). */
  handle: CosmosWalletHandle | (() => Promise<CosmosWalletHandle>)
}

export interface CosmosDiscoveryOptions {
  /** Offer `window.keplr` as Keplr. */
  injected: boolean
  external: readonly ExternalCosmosConnector[]
}

type Page = Pick<Window, 'addEventListener' | 'removeEventListener'> & { keplr?: unknown; document?: Document }

const isKeplr = (value: unknown): value is KeplrProvider =>
  typeof (value as KeplrProvider | undefined)?.enable === 'function' &&
  typeof (value as KeplrProvider).getKey === 'function' &&
  typeof (value as KeplrProvider).signArbitrary === 'function'

/**
 * Finds the Cosmos wallets of the page: `window.keplr` (ANNOUNCED; Keplr injects it by page load, so the list is
 * published again then) and the app's connectors (EXTERNAL). Calls `onChange` with the whole list; returns the teardown.
 * A `window.keplr` that throws when read is left out and reported to `skipped`.
 */
export function discoverCosmosWallets(
  options: CosmosDiscoveryOptions,
  onChange: (found: DiscoveredCosmosWallet[]) => void,
  skipped: (what: string, error: unknown) => void = () => undefined,
): () => void {
  const page = typeof window === 'undefined' ? undefined : (window as unknown as Page)
  const external: DiscoveredCosmosWallet[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    handle: async () => keplrHandle(await connector.getProvider(), page),
  }))
  let injected: { provider: KeplrProvider; entry: DiscoveredCosmosWallet } | undefined
  /** `window.keplr` when it is whole; one that throws when read is skipped (the app's connectors are listed). */
  const readKeplr = () => {
    try {
      const keplr = options.injected ? page?.keplr : undefined
      return isKeplr(keplr) ? keplr : undefined
    } catch (error) {
      skipped('window.keplr', error)
      return undefined
    }
  }
  const publish = () => {
    const keplr = readKeplr()
    if (!keplr) injected = undefined
    else if (injected?.provider !== keplr) {
      // ANNOUNCED: Keplr announces itself by its own global (INJECTED is the Browser Wallet of `window.ethereum`,
      // hidden without one).
      const connector = { id: 'keplr', type: 'ANNOUNCED', name: 'Keplr' } as const
      injected = { provider: keplr, entry: { connector, handle: keplrHandle(keplr, page) } }
    }
    onChange([...(injected ? [injected.entry] : []), ...external])
  }
  publish()
  if (!page || !options.injected) return () => undefined
  page.addEventListener('load', publish)
  return () => page.removeEventListener('load', publish)
}
