import type { AdapterContext, Network } from 'foyer'
import { foyerError, formatUnits, parseUnits } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { CosmosWalletHandle } from './CosmosWallet.js'
import { chainIdOf } from './cosmosChainDetails.js'
import { createCosmosConnection } from './createCosmosConnection.js'
import {
  type CosmosDiscoveryOptions,
  type DiscoveredCosmosWallet,
  discoverCosmosWallets,
} from './discoverCosmosWallets.js'
import { addressSchema, parseWalletAnswer, stdSignatureSchema } from './walletAnswers.js'
import { walletConnectConnector } from './walletConnectHandle.js'

/**
 * The cosmos adapter's code, loaded when the kernel sets the adapter up: discovery, connection, ADR-36 signing and
 * balances from the chain's REST API need no chain library.
 */
export function createCosmosRuntime(
  context: AdapterContext,
  options: CosmosDiscoveryOptions,
  walletConnect: boolean | WalletConnectSettings = true,
) {
  const found = new Map<string, DiscoveredCosmosWallet>()
  const made = new Map<string, CosmosWalletHandle>()
  const handleOf = async (connectorId: string) => {
    const entry = found.get(connectorId)
    if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
    if (typeof entry.handle !== 'function') return entry.handle
    const handle = made.get(connectorId) ?? (await entry.handle())
    made.set(connectorId, handle)
    return handle
  }
  const wc =
    walletConnect !== false && context.options.projectId
      ? walletConnectConnector(context, walletConnect === true ? {} : walletConnect)
      : undefined
  const stopDiscovery = discoverCosmosWallets(
    options,
    (list) => {
      const all = wc ? [wc.entry, ...list] : list
      found.clear()
      for (const entry of all) found.set(entry.connector.id, entry)
      context.setConnectors(all.map((entry) => ({ ...entry.connector, chain: 'cosmos' })))
    },
    (what, error) => context.logger.warn(`cosmos: skipped ${what}`, error),
  )
  const connection = createCosmosConnection(context, handleOf)
  const activeChainId = () => {
    const active = context.store.getState().chains.cosmos?.activeNetworkId
    return chainIdOf({ caipNetworkId: active ?? context.networks[0]?.caipNetworkId ?? 'cosmos:cosmoshub-4' })
  }

  return {
    connect: connection.connect,
    getAccounts: connection.getAccounts,
    disconnect: connection.disconnect,
    /**
     * ADR-36 (`signArbitrary`) on the active chain: the wallet's amino StdSignature as JSON text, `{ pub_key: { type,
     * value }, signature }` (base64: the public key, the 64 bytes r||s), so it carries the key that verifies it
     * (`foyer/siwx`'s verifyCosmosMessage takes it as it is).
     */
    async signMessage({ connectorId, address, message }: { connectorId: string; address: string; message: string }) {
      const signer = parseWalletAnswer(addressSchema, address, 'signArbitrary')
      const raw = await (await handleOf(connectorId)).signArbitrary(activeChainId(), signer, message)
      const { pub_key, signature } = parseWalletAnswer(stdSignatureSchema, raw, 'signArbitrary')
      return JSON.stringify({ pub_key: { type: pub_key.type, value: pub_key.value }, signature })
    },
    /** The connector's wallet as it is: the Keplr-style provider, or the WalletConnect session. */
    getProvider: async ({ connectorId }: { connectorId: string }) => (await handleOf(connectorId)).provider,
    getBalance: async ({ address, network }: { address: string; network: Network }) =>
      (await import('./getCosmosBalance.js')).getCosmosBalance({ address, network }),
    parseUnits: async (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: async (value: bigint, decimals: number) => formatUnits(value, decimals),
    destroy() {
      stopDiscovery()
      connection.destroy()
      wc?.destroy()
    },
  }
}
