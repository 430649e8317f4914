import type { AdapterContext, Network } from 'foyer'
import { authConnector } from './authConnector.js'
import { createConnectorProviders } from './createConnectorProviders.js'
import { type DiscoveredProvider, discoverConnectors } from './discoverConnectors.js'
import type { Eip155AdapterOptions } from './Eip155AdapterOptions.js'
import { createWalletEventFollower } from './createWalletEventFollower.js'
import { createSwitchWalletNetwork } from './createSwitchWalletNetwork.js'
import { createWalletCapabilities } from './createWalletCapabilities.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import { createWalletConnection } from './createWalletConnection.js'
import { createWalletSigning } from './createWalletSigning.js'
import { createWalletTransactions } from './createWalletTransactions.js'
import { lazyTransfers } from './lazyTransfers.js'

/** The Safe framing the page, asked only in a framed page (its code loads only there). */
async function framingSafe(context: AdapterContext, safe: Eip155AdapterOptions['safe']) {
  if (safe === false || typeof window === 'undefined' || window.parent === window) return undefined
  const { findSafe } = await import('./safe/findSafe.js')
  return findSafe(safe === true || !safe ? {} : safe, (error) =>
    context.logger.warn('the framing page is no Safe', error),
  )
}

/**
 * The eip155 adapter's code, loaded when the kernel sets the adapter up: one module per capability. Its discovery
 * is done once a framing Safe answered (or did not).
 */
export async function createEip155Runtime(context: AdapterContext, adapterOptions: Eip155AdapterOptions) {
  const { walletConnect = true, auth = true } = adapterOptions
  const options = {
    injected: adapterOptions.injected ?? true,
    eip6963: adapterOptions.eip6963 ?? true,
    external: adapterOptions.connectors ?? [],
  }
  const safe: DiscoveredProvider | undefined = await framingSafe(context, adapterOptions.safe)
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
    getBalance: async ({ address, network }: { address: string; network: Network }) =>
      (await import('./getNativeBalance.js')).getNativeBalance({ address, network, options: context.options }),
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
