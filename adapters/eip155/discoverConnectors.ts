import type { CaipNetworkId, Connector, Network } from 'foyer'
import type { Eip1193Provider, Eip6963ProviderInfo, ExternalConnector } from './Eip1193Provider.js'

export interface DiscoveredProvider {
  connector: Omit<Connector, 'chain'>
  provider: Eip1193Provider | (() => Promise<Eip1193Provider>)
  /** A step before the wallet can be asked for accounts (WalletConnect pairs); `signal` gives it up. */
  prepare?(args: { signal?: AbortSignal | undefined; network?: Network | undefined }): Promise<void>
  /** Ends the connection on the wallet's side too (WalletConnect ends its session). */
  end?(): Promise<void>
  /** The networks the wallet approved (a WalletConnect session's chains); undefined when it takes any. */
  approvedNetworkIds?(): CaipNetworkId[] | undefined
}

export interface DiscoveryOptions {
  injected: boolean
  eip6963: boolean
  external: readonly ExternalConnector[]
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof (value as Eip1193Provider | undefined)?.request === 'function'

const isInfo = (value: unknown): value is Eip6963ProviderInfo => {
  const info = value as Partial<Eip6963ProviderInfo> | undefined
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    typeof info.icon === 'string'
  )
}

/**
 * Finds the wallets of the page: EIP-6963 announcements (keyed by rdns, newest wins), `window.ethereum`
 * as the Browser Wallet, the app's external connectors, and the adapter's own (WalletConnect). Calls `onChange` with the whole list
 * whenever it changes; returns the teardown.
 */
export function discoverConnectors(
  options: DiscoveryOptions,
  onChange: (found: DiscoveredProvider[]) => void,
  /** Connectors the adapter makes itself (WalletConnect), listed first. */
  own: readonly DiscoveredProvider[] = [],
) {
  const announced = new Map<string, DiscoveredProvider>()
  const external: DiscoveredProvider[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    provider: async () => connector.getProvider(),
  }))
  const injected = (): DiscoveredProvider[] => {
    const ethereum =
      options.injected && typeof window !== 'undefined' ? (window as { ethereum?: unknown }).ethereum : undefined
    if (!isProvider(ethereum)) return []
    if ([...announced.values()].some((entry) => entry.provider === ethereum)) return []
    return [{ connector: { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }, provider: ethereum }]
  }
  const publish = () => onChange([...own, ...announced.values(), ...injected(), ...external])

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent).detail as { info?: unknown; provider?: unknown } | undefined
    if (!isInfo(detail?.info) || !isProvider(detail?.provider)) return
    const { info, provider } = detail
    announced.set(info.rdns, {
      connector: { id: info.rdns, type: 'ANNOUNCED', name: info.name, imageUrl: info.icon, info: { rdns: info.rdns } },
      provider,
    })
    publish()
  }

  if (options.eip6963 && typeof window !== 'undefined') {
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  publish()
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
}
