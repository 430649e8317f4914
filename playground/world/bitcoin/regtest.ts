// The world's Bitcoin regtest chain, as plain data: its CAIP-2 id (`bip122:` + the first 32 hex characters of the
// regtest genesis block hash), its Wallet Standard and sats-connect names, and what the test accounts start with.

export const BITCOIN_REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = `bip122:${BITCOIN_REGTEST_GENESIS_HASH.slice(0, 32)}` as const
/** The Bitcoin Wallet Standard's name for it. */
export const BITCOIN_REGTEST_CHAIN = 'bitcoin:regtest'
/** sats-connect's network name. */
export const BITCOIN_REGTEST_NETWORK_NAME = 'Regtest'

/** Each test account's payment address starts with these UTXOs (sats): 1.5 BTC in two coins. */
export const regtestSeedValues: readonly bigint[] = [100_000_000n, 50_000_000n]
/** The height the chain starts at (the seed coins are mature); each accepted transaction mines one block. */
export const regtestStartHeight = 101
/** What `/fee-estimates` answers: confirmation target (blocks) to sat/vB. */
export const regtestFeeEstimates: Readonly<Record<string, number>> = { 1: 3, 2: 2.5, 3: 2, 6: 1.5, 12: 1.2, 144: 1 }
