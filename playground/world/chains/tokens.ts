// The world's chains and tokens as plain data: no I/O, safe in browsers and in the data API.
// Addresses are deterministic (fixed deployer, fixed order; see seedChain.ts), and a world test checks
// that a fresh start deploys exactly these.

export type Address = `0x${string}`

/** The 1inch convention for the native coin in token lists and swaps. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Multicall3's canonical address; its runtime code is placed there on every world chain. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Deploys every world contract, in a fixed order, so their addresses never change. */
export const DEPLOYER_ADDRESS: Address = '0x53404ce39F75b6d0f0Bc204f43739Ffa6826e07b'

/** Deployed by DEPLOYER_ADDRESS at nonces 0, 1 and 2 on every world chain. */
export const USDC_ADDRESS: Address = '0x44a18F2C46A9EdE4E744a727737b90b112dF1f01'
export const DAI_ADDRESS: Address = '0x95EFBbd5A15eD519D105bdf80863c9c7E6B96C22'
export const SWAP_ROUTER_ADDRESS: Address = '0x914DE2A37c2B70Df475648c14aF950E3B5af5C02'

/** The real USDT addresses (SERVICES.md §7.1), where the USDT-style token's code is placed. */
export const USDT_ADDRESSES: Record<number, Address> = {
  1: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  42161: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
}

export interface WorldChainInfo {
  chainId: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** Real chain ids, so the product's built-in network lists apply; they are local anvil nodes. */
export const worldChainInfos: readonly WorldChainInfo[] = [
  { chainId: 1, name: 'Ethereum (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  { chainId: 42161, name: 'Arbitrum One (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
]

export type TokenSymbol = 'ETH' | 'USDC' | 'USDT' | 'DAI'

export interface WorldToken {
  symbol: TokenSymbol
  name: string
  decimals: number
  /** The world's fixed price in USD; the seeded pools trade at these prices. */
  priceUsd: number
  /** A square SVG data URI (render it with <img>). */
  logo: string
}

function logo(color: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="56" text-anchor="middle" font-family="Arial,sans-serif" font-size="${label.length > 3 ? 22 : 26}" ` +
    `font-weight="700" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const worldTokens: Record<TokenSymbol, WorldToken> = {
  ETH: { symbol: 'ETH', name: 'Ether', decimals: 18, priceUsd: 3000, logo: logo('#627EEA', 'ETH') },
  USDC: { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1, logo: logo('#2775CA', 'USDC') },
  USDT: { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsd: 1, logo: logo('#26A17B', 'USDT') },
  DAI: { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, priceUsd: 1, logo: logo('#F5AC37', 'DAI') },
}

export interface WorldChainToken extends WorldToken {
  chainId: number
  /** The token contract, or NATIVE_TOKEN_ADDRESS for ETH. */
  address: Address
  native: boolean
}

/** Every token of a world chain, native first; empty for a chain that is not a world chain. */
export function worldTokensOf(chainId: number): WorldChainToken[] {
  const usdt = USDT_ADDRESSES[chainId]
  if (!usdt) return []
  const entry = (symbol: TokenSymbol, address: Address): WorldChainToken => ({
    ...worldTokens[symbol],
    chainId,
    address,
    native: address === NATIVE_TOKEN_ADDRESS,
  })
  return [
    entry('ETH', NATIVE_TOKEN_ADDRESS),
    entry('USDC', USDC_ADDRESS),
    entry('USDT', usdt),
    entry('DAI', DAI_ADDRESS),
  ]
}

/** The seeded amounts, in whole tokens. */
export const SEED = {
  /** Accounts 0..4 of the test mnemonic each get this much USDC, USDT and DAI. */
  tokensPerAccount: 10_000,
  fundedAccounts: 5,
  /** Pools: [tokenA, tokenB, amountA, amountB] at ETH = 3,000 USD and stablecoins = 1 USD. */
  pools: [
    ['USDC', 'ETH', 300_000, 100],
    ['DAI', 'ETH', 300_000, 100],
    ['USDT', 'ETH', 300_000, 100],
    ['USDC', 'DAI', 1_000_000, 1_000_000],
  ] as readonly (readonly [TokenSymbol, TokenSymbol, number, number])[],
}

/** An ERC-721 collection of the world (TestNft), deployed by DEPLOYER_ADDRESS on every world chain. */
export interface WorldNftCollection {
  address: Address
  name: string
  symbol: string
  /** What the world's data says of it, as the real API flags spam collections (`nft_info.flags.is_spam`). */
  spam: boolean
  /** Seeded: this many tokens for each of the funded accounts, ids in account order (account 0 gets 1..n). */
  perAccount: number
  color: string
}

/** Deployed at nonces 3 and 4, after the router. The second is the spam collection a test can send with. */
export const worldNftCollections: readonly WorldNftCollection[] = [
  {
    address: '0x5842BF0992f3Dd67bBAc717bec847F4E2F43851A',
    name: 'Foyer Friends',
    symbol: 'FRIEND',
    spam: false,
    perAccount: 2,
    color: '#7B61FF',
  },
  {
    address: '0xb58aE1DfA4DB8D344E66d831d788eF89482D41E6',
    name: 'Free Airdrop Claim',
    symbol: 'CLAIM',
    spam: true,
    perAccount: 1,
    color: '#D14343',
  },
]

/** The world's collection at an address (any case). */
export const worldNftCollection = (address: string) =>
  worldNftCollections.find((collection) => collection.address.toLowerCase() === address.toLowerCase())
