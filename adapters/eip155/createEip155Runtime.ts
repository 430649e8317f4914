import type { AdapterContext, Network } from 'foyer'
import { authConnector } from './authConnector.js'
import type { CoinbaseConnector } from './CoinbaseSettings.js'
import { createConnectorProviders } from './createConnectorProviders.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { type DiscoveryOptions, discoverConnectors } from './discoverConnectors.js'
import type { Eip155AdapterOptions } from './Eip155AdapterOptions.js'
import { createWalletEventFollower } from './createWalletEventFollower.js'
import { createSwitchWalletNetwork } from './createSwitchWalletNetwork.js'
import { createWalletCapabilities } from './createWalletCapabilities.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import { createWalletConnection } from './createWalletConnection.js'
import { createWalletSigning } from './createWalletSigning.js'
import { createWalletTransactions } from './createWalletTransactions.js'
import { lazyTransfers } from './lazyTransfers.js'

/**
 * The eip155 adapter's code, loaded when the kernel sets the adapter up: one module per capability. In a framed page
 * its discovery waits for the framing page to answer as a Safe, or not (safe/framingSafe.ts, loaded only there).
 */
export async function createEip155Runtime(
  context: AdapterContext,
  options: DiscoveryOptions,
  /** The WalletConnect connector's settings; false (or no project id) leaves it out. */
  walletConnect: boolean | WalletConnectSettings = true,
  /** The AUTH connector (email and social login); it needs a project id. */
  auth = true,
  safeOption?: Eip155AdapterOptions['safe'],
  /** The Coinbase connector, when the app passed one (`foyer/adapters/eip155/coinbase`). */
  coinbase?: CoinbaseConnector,
) {
  const safe =
    safeOption !== false && typeof window < 'u' && window.parent !== window
      ? await import('./safe/framingSafe.js').then(({ framingSafe }) => framingSafe(context, safeOption))
      : undefined
  const connectors = createConnectorProviders()
  const events = createWalletEventFollower(context)
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined
  const stopDiscovery = discoverConnectors(
    options,
    (list) => {
      connectors.set(list)
      context.setConnectors(list.map((entry) => ({ ...entry.connector, chain: 'eip155' })))
    },
    [
      ...(safe ? [safe] : []),
      ...(wc ? [wc.entry] : []),
      ...(auth && context.options.projectId ? [authConnector(context)] : []),
      ...(coinbase ? [coinbase(context)] : []),
    ],
  )
  const units = () => import('./units.js')
  const transactions = createWalletTransactions(context, connectors)
  const walletCapabilities = createWalletCapabilities(connectors)

  return {
    ...createWalletConnection(connectors, events),
    ...createWalletSigning(connectors),
    ...transactions,
    ...lazyTransfers(context, transactions, walletCapabilities),
    ...walletCapabilities,
    switchNetwork: createSwitchWalletNetwork(connectors),
    getProvider: async ({ connectorId }: { connectorId: string }) =>
      connectors.resolved(connectorId) ?? connectors.entry(connectorId)?.provider,
    getBalance: async ({ address, network, token }: { address: string; network: Network; token?: string }) =>
      token
        ? (await import('./getTokenBalance.js')).getTokenBalance({ address, network, token, options: context.options })
        : (await import('./getNativeBalance.js')).getNativeBalance({ address, network, options: context.options }),
    parseUnits: async (value: string, decimals: number) => (await units()).parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => (await units()).formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      events.destroy()
      wc?.destroy()
    },
  }
}

export type Eip155Runtime = Awaited<ReturnType<typeof createEip155Runtime>>
