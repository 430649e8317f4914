// The world's Cosmos dev chain: no node, a REST stand-in (startCosmosRest.ts) over a ledger of the Keplr test
// wallet's accounts. Its addresses use the 'cosmos' prefix, so the test accounts are the same as on the Hub.
import { cosmosTestAccounts } from '../wallets/cosmos/cosmosTestAccounts.js'

export const COSMOS_LOCAL_CHAIN_ID = 'foyer-local-1'
export const COSMOS_LOCAL_CAIP_NETWORK_ID = `cosmos:${COSMOS_LOCAL_CHAIN_ID}`
export const COSMOS_LOCAL_DENOM = 'uatom'

/** Each test account starts with 1,000 ATOM (in uatom) and 5 of a second denom (which the balance ignores). */
export const cosmosLocalSeed: Readonly<Record<string, Readonly<Record<string, bigint>>>> = Object.fromEntries(
  cosmosTestAccounts.map(({ address }) => [address, { [COSMOS_LOCAL_DENOM]: 1_000_000_000n, ustake: 5_000_000n }]),
)
