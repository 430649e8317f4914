import type { Network } from 'foyer'

// Bitcoin's networks by their CAIP-2 ids (`bip122:` + the first 32 hex characters of the genesis block hash). A
// network's one RPC URL is its Esplora API (UTXOs, fee estimates, broadcasting), which the adapter reads directly.

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

export const bitcoinMainnetReference = '000000000019d6689c085ae165831e93'
export const bitcoinTestnetReference = '000000000933ea01ad0ee984209779ba'
/** Regtest's genesis block: every regtest chain has the same one. */
export const bitcoinRegtestReference = '0f9188f13cb7b2c71f2a335e3a4fc328'

const chain = (reference: string, name: string, esploraUrl: string, explorer?: string): Network => ({
  id: reference,
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${reference}`,
  name,
  nativeCurrency: btc,
  rpcUrls: { default: { http: [esploraUrl] } },
  ...(explorer ? { blockExplorers: { default: { name: 'mempool.space', url: explorer } } } : {}),
  ...(reference === bitcoinMainnetReference ? {} : { testnet: true }),
})

export const bitcoinMainnet = chain(
  bitcoinMainnetReference,
  'Bitcoin',
  'https://mempool.space/api',
  'https://mempool.space',
)
export const bitcoinTestnet = chain(
  bitcoinTestnetReference,
  'Bitcoin Testnet',
  'https://mempool.space/testnet/api',
  'https://mempool.space/testnet',
)

/** A Bitcoin network of its own (a regtest node): its CAIP-2 reference (default regtest's) and its Esplora URL. */
export function bitcoinNetwork({
  reference = bitcoinRegtestReference,
  name,
  esploraUrl,
}: {
  reference?: string
  name: string
  esploraUrl: string
}): Network {
  return chain(reference, name, esploraUrl)
}
