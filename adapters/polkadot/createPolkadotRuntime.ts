import type { AdapterContext, Network } from 'foyer'
import { foyerError, formatUnits, parseUnits } from 'foyer/kit'
import { createPolkadotConnection } from './createPolkadotConnection.js'
import {
  type DiscoveredPolkadotWallet,
  discoverPolkadotWallets,
  type PolkadotDiscoveryOptions,
} from './discoverPolkadotWallets.js'
import { extensionHandle } from './extensionHandle.js'
import type { PolkadotWalletHandle } from './PolkadotWallet.js'
import { addressSchema, parseWalletAnswer } from './walletAnswers.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

type ApiPromise = import('@polkadot/api').ApiPromise

/**
 * The polkadot adapter's code, loaded when the kernel sets the adapter up: discovery, connection and signing need
 * no chain library; `@polkadot/api` loads with the first balance (getPolkadotBalance.ts), one API per RPC URL. The
 * WalletConnect connector (when the app has a `projectId` and `walletConnect` is not false) is listed first.
 */
export function createPolkadotRuntime(
  context: AdapterContext,
  options: PolkadotDiscoveryOptions,
  walletConnect: boolean | WalletConnectSettings = true,
) {
  const appName = context.options.metadata?.name || 'Foyer'
  const found = new Map<string, DiscoveredPolkadotWallet>()
  const made = new Map<string, { extension: unknown; handle: PolkadotWalletHandle }>()
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined
  const handleOf = async (connectorId: string): Promise<PolkadotWalletHandle> => {
    if (wc && connectorId === wc.connector.id) return wc.handle
    const entry = found.get(connectorId)
    if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
    const known = made.get(connectorId)
    if (known && (typeof entry.extension === 'function' || known.extension === entry.extension)) return known.handle
    const extension = typeof entry.extension === 'function' ? await entry.extension() : entry.extension
    const handle = extensionHandle(extension, appName)
    made.set(connectorId, { extension: entry.extension, handle })
    return handle
  }
  const stopDiscovery = discoverPolkadotWallets(
    options,
    (list) => {
      found.clear()
      for (const entry of list) found.set(entry.connector.id, entry)
      const connectors = [...(wc ? [wc.connector] : []), ...list.map((entry) => entry.connector)]
      context.setConnectors(connectors.map((connector) => ({ ...connector, chain: 'polkadot' })))
    },
    (what, error) => context.logger.warn(`polkadot: skipped ${what}`, error),
  )
  const connection = createPolkadotConnection(context, handleOf)
  const apis = new Map<string, Promise<ApiPromise>>()
  const apiFor = async (network: Network) => {
    const { connectApi, rpcUrlOf } = await import('./getPolkadotBalance.js')
    const url = rpcUrlOf(network)
    if (!url) throw foyerError('NETWORK_NOT_FOUND')
    let api = apis.get(url)
    if (!api) {
      api = connectApi(url)
      apis.set(url, api)
      api.catch(() => apis.delete(url))
    }
    return api
  }

  return {
    connect: connection.connect,
    getAccounts: connection.getAccounts,
    disconnect: connection.disconnect,
    /** `signer.signRaw` of the UTF-8 message (the extension wraps it in `<Bytes>`): the signature, hex. */
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      const signer = parseWalletAnswer(addressSchema, address, 'signRaw')
      return (await handleOf(connectorId)).signRaw(signer, message)
    },
    /** The connector's wallet as it is: its `injectedWeb3` entry, or the WalletConnect session. */
    getProvider: async ({ connectorId }: { connectorId: string }) => (await handleOf(connectorId)).provider,
    async getBalance({ address, network }: { address: string; network: Network }) {
      const { getPolkadotBalance } = await import('./getPolkadotBalance.js')
      return getPolkadotBalance(await apiFor(network), address, network)
    },
    parseUnits: async (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      connection.destroy()
      wc?.destroy()
      for (const api of apis.values()) void api.then((loaded) => loaded.disconnect()).catch(() => undefined)
      apis.clear()
    },
  }
}
