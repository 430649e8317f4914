import type { Network } from 'foyer'

// Polkadot and Kusama by their CAIP-2 ids (`polkadot:` + the genesis hash's first 32 hex characters). Their RPC is
// the public endpoints over HTTP (what @polkadot/api's HttpProvider speaks; balances need no subscription) and
// WebSocket.

const relay = (genesisPrefix: string, name: string, symbol: string, decimals: number, host: string): Network => ({
  id: genesisPrefix,
  chainNamespace: 'polkadot',
  caipNetworkId: `polkadot:${genesisPrefix}`,
  name,
  nativeCurrency: { name, symbol, decimals },
  rpcUrls: { default: { http: [`https://${host}`], webSocket: [`wss://${host}`] } },
})

export const polkadot = relay('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'DOT', 10, 'rpc.polkadot.io')
export const kusama = relay('b0a8d493285c2df73290dfb7e61f870f', 'Kusama', 'KSM', 12, 'kusama-rpc.polkadot.io')

/** A Substrate network of its own (a dev chain): its genesis hash, name, token and RPC URL (http(s) or ws(s)). */
export function polkadotNetwork({
  genesisHash,
  name,
  rpcUrl,
  currency,
}: {
  genesisHash: string
  name: string
  rpcUrl: string
  currency: { name: string; symbol: string; decimals: number }
}): Network {
  const prefix = genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()
  const ws = /^wss?:/.test(rpcUrl)
  return {
    id: prefix,
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${prefix}`,
    name,
    nativeCurrency: currency,
    rpcUrls: { default: ws ? { http: [], webSocket: [rpcUrl] } : { http: [rpcUrl] } },
    testnet: true,
  }
}
