import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type WalletClient,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { nativeTokenAddress, tokenInfo, type WorldToken, type WorldTokenKey } from './worldTokens.js'

/** What the server needs of the world's chains (a subset of `Chains` from chains/startChains.ts). */
export interface ApiChains {
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    wsUrl: string
    contracts: { usdc: Address; usdt: Address; dai: Address; router: Address; multicall3?: Address }
  }[]
  accounts: { address: Address; privateKey: Hex }[]
}

/** A token of an extra network that the balance route reports (e.g. an SPL mint). */
export interface ExtraToken {
  /** The mint (Solana) or contract address, as it appears after the CAIP-2 id in CAIP-10. */
  address: string
  name: string
  symbol: string
  decimals: number
}

/**
 * A network served beside the EVM chains (e.g. the Solana runtime): listed in supported-chains and proxied by the
 * RPC route; a `solana:` network also answers the balance route (SOL and `tokens`, read over its JSON-RPC).
 */
export interface ExtraNetwork {
  caipNetworkId: string
  rpcUrl: string
  wsUrl?: string
  tokens?: ExtraToken[]
}

export interface WorldNetwork {
  caipNetworkId: string
  chainId: number
  name: string
  rpcUrl: string
  wsUrl: string
  chain: Chain
  client: PublicClient<Transport, Chain>
  /** Native first, then USDC, USDT, DAI. */
  tokens: WorldToken[]
  router: Address
  /** A client that sends as the world's treasury account (onramp credits). */
  treasury: WalletClient<Transport, Chain, PrivateKeyAccount>
}

export interface ChainAccess {
  networks: WorldNetwork[]
  extras: ExtraNetwork[]
  network(caipNetworkId: string): WorldNetwork | undefined
  /** The network's token with that address (any case), the native one at `nativeTokenAddress`. */
  token(network: WorldNetwork, address: string): WorldToken | undefined
}

/** The treasury is the last prefunded account, so it never races a test's own account for nonces. */
export function createChainAccess(chains: ApiChains, extras: ExtraNetwork[] = []): ChainAccess {
  const last = chains.accounts[chains.accounts.length - 1]
  const networks = chains.chains.map((info): WorldNetwork => {
    if (!last) throw new Error('The world has chains but no prefunded account')
    const treasuryAccount = privateKeyToAccount(last.privateKey)
    const chain = defineChain({
      id: info.chainId,
      name: info.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [info.rpcUrl], webSocket: [info.wsUrl] } },
      ...(info.contracts.multicall3 ? { contracts: { multicall3: { address: info.contracts.multicall3 } } } : {}),
    })
    const transport = http(info.rpcUrl, { batch: false })
    const keys: WorldTokenKey[] = ['usdc', 'usdt', 'dai']
    return {
      caipNetworkId: `eip155:${info.chainId}`,
      chainId: info.chainId,
      name: info.name,
      rpcUrl: info.rpcUrl,
      wsUrl: info.wsUrl,
      chain,
      client: createPublicClient({ chain, transport }),
      tokens: [
        { key: 'native', ...tokenInfo.native, address: nativeTokenAddress, native: true },
        ...keys.map((key) => ({ key, ...tokenInfo[key], address: info.contracts[key as 'usdc'], native: false })),
      ],
      router: info.contracts.router,
      treasury: createWalletClient({ chain, transport, account: treasuryAccount }),
    }
  })
  return {
    networks,
    extras,
    network: (caipNetworkId) => networks.find((network) => network.caipNetworkId === caipNetworkId),
    token: (network, address) => network.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase()),
  }
}
