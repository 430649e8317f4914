// The Polkadot test wallet's accounts: Substrate's well-known development keys (//Alice, //Bob of the dev phrase),
// sr25519, in the generic SS58 format 42 that extensions use (dapps re-encode for their chain). There is no Polkadot
// node in the world: signatures are checked with @polkadot/util-crypto. polkadotTestAccounts.test.ts derives them.

/** CAIP-2 for the Polkadot relay chain: `polkadot:` + the first 32 hex characters of its genesis hash. */
export const POLKADOT_CAIP_NETWORK_ID = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

export interface PolkadotTestAccount {
  name: string
  /** The secret URI (derivation from the dev phrase). */
  uri: string
  address: string
}

export const polkadotTestAccounts: readonly PolkadotTestAccount[] = [
  { name: 'Alice', uri: '//Alice', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' },
  { name: 'Bob', uri: '//Bob', address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' },
]
