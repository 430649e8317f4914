import type { Network } from 'foyer'

// Solana's public clusters by their CAIP-2 ids (`solana:` + the genesis hash's first 32 characters). They name no
// RPC URL of their own, so their JSON-RPC goes to the RPC service (`urls.rpc`, SPEC §7), as AppKit's do.

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

const cluster = (reference: string, name: string, testnet: boolean): Network => ({
  id: reference,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${reference}`,
  name,
  nativeCurrency: sol,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  ...(testnet ? { testnet } : {}),
})

export const solanaMainnet = cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', false)
export const solanaDevnet = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', true)
export const solanaTestnet = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', true)

/** A Solana network of its own (a local cluster): its CAIP-2 reference (the genesis hash's first 32 characters) and RPC URL. */
export function solanaNetwork({
  reference,
  name,
  rpcUrl,
}: {
  reference: string
  name: string
  rpcUrl: string
}): Network {
  return { ...cluster(reference, name, true), rpcUrls: { default: { http: [rpcUrl] } }, blockExplorers: undefined }
}
