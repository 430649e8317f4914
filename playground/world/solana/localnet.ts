// The world's Solana localnet as plain data: no I/O, safe in browsers, the data API and the test wallet.
// Every value is deterministic; solanaLocalnet.test.ts derives each one again from its stated rule.

/**
 * The genesis hash the runtime reports (`getGenesisHash`): base58(sha256('foyer-world:solana:localnet')).
 * A real cluster hashes its genesis block; litesvm has none, so the world fixes one.
 */
export const SOLANA_GENESIS_HASH = '7dHYQ26LQELZgYJMcVCTaEyC3gG35tuMx9drs1vXjSh1'

/** CAIP-2 for Solana is `solana:` + the first 32 characters of the genesis hash (as mainnet's `solana:5eykt4Us…`). */
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}` as const

/** The Wallet Standard's name for a local cluster (the test wallet lists it beside the CAIP-2 id). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'

export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export const LAMPORTS_PER_SOL = 1_000_000_000n

/** The native coin as the data API lists it; the world's fixed price. */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 } as const

/**
 * The world's USDC-like SPL token (6 decimals). Its mint address is the ed25519 public key of the seed
 * sha256('foyer-world:solana:usdc-mint'); test account 9 is its mint authority.
 */
export const SOLANA_USDC = {
  mint: 'BAzuN9K7eXmFo36n8VxLWML5P6PfX6LvuTPXVb6zWY2D',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  priceUsd: 1,
} as const

/** The seeded amounts: every test account holds `solPerAccount` SOL; accounts 0..4 also `usdcPerAccount` USDC. */
export const SOLANA_SEED = { solPerAccount: 1_000n, usdcPerAccount: 10_000n, usdcAccounts: 5, mintAuthority: 9 }

/** What the runtime says it is (`getVersion`): a current Agave line, as web3.js clients expect. */
export const SOLANA_VERSION = { 'solana-core': '2.2.0', 'feature-set': 3294202862 }
