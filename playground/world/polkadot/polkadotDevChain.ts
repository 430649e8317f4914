// The world's Polkadot dev chain: no node, a Substrate JSON-RPC stand-in (startSubstrateRpc.ts) over a ledger of the
// test wallet's accounts (//Alice, //Bob), with Substrate's static metadata (@polkadot/types-support). Its genesis
// hash is made up (a hash of the chain's name); its CAIP-2 id is `polkadot:` + that hash's first 32 hex characters.
import { blake2AsHex } from '@polkadot/util-crypto'
import { polkadotTestAccounts } from '../wallets/polkadot/polkadotTestAccounts.js'

export const POLKADOT_DEV_CHAIN_NAME = 'Foyer Dev'
export const POLKADOT_DEV_GENESIS_HASH = blake2AsHex('foyer world polkadot dev chain', 256)
export const POLKADOT_DEV_CAIP_NETWORK_ID = `polkadot:${POLKADOT_DEV_GENESIS_HASH.slice(2, 34)}`
/** The dev chain's token, as Substrate's dev node has it: UNIT, 12 decimals, SS58 format 42. */
export const POLKADOT_DEV_TOKEN = { symbol: 'UNIT', decimals: 12, ss58Format: 42 } as const

/** Each test account starts with 1,000 UNIT free (in planck). */
export const polkadotDevSeed: Readonly<Record<string, bigint>> = Object.fromEntries(
  polkadotTestAccounts.map(({ address }) => [address, 1_000n * 10n ** 12n]),
)
