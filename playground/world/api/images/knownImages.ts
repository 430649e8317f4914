import { SOLANA_CAIP_NETWORK_ID } from '../../solana/localnet.js'

/**
 * Asset images (/public/getAssetImage/{id}): the namespace image ids of SERVICES.md §2.2, and ids for
 * the world's networks and connectors that the product and the playground may use.
 */
export const assetImages: Record<string, string> = {
  'ba0ba0cd-17c6-4806-ad93-f9d174f17900': 'EVM',
  '3e8119e5-2a6f-4818-c50c-1937011d5900': 'Solana',
  '0b4838db-0161-4ffe-022d-532bf03dba00': 'Bitcoin',
  // AppKit's connector image id of the Coinbase SDK connector (the eip155 adapter's `coinbase`).
  '0c2840c3-5b04-4c44-9661-fbd4b49e1800': 'Coinbase',
  // The world's own ids (not AppKit's), one per network and connector kind.
  'f0e0c0a0-0001-4000-8000-000000000001': 'Ethereum',
  'f0e0c0a0-0001-4000-8000-000000042161': 'Arbitrum One',
  'f0e0c0a0-0002-4000-8000-000000000001': 'Solana Local',
  'f0e0c0a0-0003-4000-8000-000000000001': 'Wallet Connect',
  'f0e0c0a0-0003-4000-8000-000000000002': 'Browser Wallet',
  'f0e0c0a0-0003-4000-8000-000000000003': 'Email',
}

/** Network image ids of the world's networks, by CAIP-2 id. */
export const networkImageIds: Record<string, string> = {
  'eip155:1': 'f0e0c0a0-0001-4000-8000-000000000001',
  'eip155:42161': 'f0e0c0a0-0001-4000-8000-000000042161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'f0e0c0a0-0002-4000-8000-000000000001',
  [SOLANA_CAIP_NETWORK_ID]: 'f0e0c0a0-0002-4000-8000-000000000001',
}

/** Fiat flags (/public/getCurrencyImage/{code}). */
export const currencyCodes = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF']

/** Token logos (/public/getTokenImage/{symbol} and the icons of balances and history). */
export const tokenSymbols = [
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'BTC',
  'SOL',
  'ARB',
  'OP',
  'MATIC',
  'POL',
  'UNI',
  'LINK',
  'AAVE',
  '1INCH',
]
