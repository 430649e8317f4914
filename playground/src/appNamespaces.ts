import type { AnyAdapter, Namespace, Network } from 'foyer'
import { bip122Adapter, bitcoinMainnet, bitcoinTestnet } from 'foyer/adapters/bip122'
import { type CoinbaseSettings, eip155Adapter } from 'foyer/adapters/eip155'
import { coinbaseConnector } from 'foyer/adapters/eip155/coinbase'
import { solanaAdapter, solanaDevnet, solanaMainnet, solanaTestnet } from 'foyer/adapters/solana'
import { cosmosAdapter, cosmosHub } from 'foyer/adapters/cosmos'
import { kusama, polkadot, polkadotAdapter } from 'foyer/adapters/polkadot'

// The namespaces the playground's app offers (README: `namespaces=`): eip155 by default; `namespaces=solana` or
// `namespaces=eip155,solana,bip122,polkadot,cosmos` add the world's chains of those namespaces first (Solana's
// localnet, the Bitcoin regtest, the Polkadot and Cosmos dev chains), then their public networks. An adapter is
// passed only for a namespace with networks, so an EVM-only app sets up (and fetches) none of the others' code.
const known: readonly Namespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

/** The namespaces the URL asks for (`namespaces=eip155,solana`); eip155 when it names none the playground has. */
export function urlNamespaces(search: string): Namespace[] {
  const asked = (new URLSearchParams(search).get('namespaces') ?? '').split(',').map((name) => name.trim())
  const chosen = known.filter((namespace) => asked.includes(namespace))
  return chosen.length > 0 ? chosen : ['eip155']
}

/** The world's networks of those namespaces; Solana's localnet comes before the public clusters. */
export function appNetworks(worldNetworks: Network[], namespaces: readonly Namespace[]): Network[] {
  const ofWorld = worldNetworks.filter((network) => namespaces.includes(network.chainNamespace))
  return [
    ...ofWorld,
    ...(namespaces.includes('solana') ? [solanaMainnet, solanaDevnet, solanaTestnet] : []),
    ...(namespaces.includes('bip122') ? [bitcoinMainnet, bitcoinTestnet] : []),
    ...(namespaces.includes('polkadot') ? [polkadot, kusama] : []),
    ...(namespaces.includes('cosmos') ? [cosmosHub] : []),
  ]
}

/** The framing origin taken for a Safe: the world's Safe host (`safeHost`, its page URL) beside Safe's own app. */
const safeOrigins = (safeHost: string | undefined) =>
  safeHost && URL.canParse(safeHost)
    ? [/^https:\/\/app\.safe\.global$/, new RegExp(`^${new URL(safeHost).origin.replace(/[.:/]/g, '\\$&')}$`)]
    : undefined

/**
 * One adapter per namespace that has a network among `networks`; eip155's takes the world's Safe host for a Safe, and
 * with `coinbase` offers the Coinbase connector.
 */
export function appAdapters(
  networks: readonly Network[],
  safeHost?: string,
  coinbase?: CoinbaseSettings,
): AnyAdapter[] {
  const has = (namespace: Namespace) => networks.some((network) => network.chainNamespace === namespace)
  const allowedOrigins = safeOrigins(safeHost)
  return [
    // WalletConnect's telemetry goes to its own servers, which the offline world does not have (the product
    // keeps WalletConnect's default, on, as AppKit does).
    ...(has('eip155')
      ? [
          eip155Adapter({
            walletConnect: { telemetry: false },
            ...(coinbase ? { coinbase: coinbaseConnector(coinbase) } : {}),
            ...(allowedOrigins ? { safe: { allowedOrigins } } : {}),
          }),
        ]
      : []),
    ...(has('solana') ? [solanaAdapter({ walletConnect: { telemetry: false } })] : []),
    ...(has('bip122') ? [bip122Adapter({ walletConnect: { telemetry: false } })] : []),
    ...(has('polkadot') ? [polkadotAdapter({ walletConnect: { telemetry: false } })] : []),
    ...(has('cosmos') ? [cosmosAdapter({ walletConnect: { telemetry: false } })] : []),
  ]
}
