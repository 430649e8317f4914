// The Cosmos (Keplr-style) test wallet's keys and built-in chain, as plain data. There is no Cosmos node in the
// world: signatures are checked with @cosmjs. The keys are the world mnemonic's ('test test … junk') at
// m/44'/118'/0'/0/i, secp256k1; cosmosTestAccounts.test.ts derives them again. Public test keys only.

/** CAIP-2 for the Cosmos Hub: `cosmos:` + its chain id. */
export const COSMOS_CAIP_NETWORK_ID = 'cosmos:cosmoshub-4'

export interface CosmosTestAccount {
  /** 32-byte secp256k1 secret key, hex. */
  privateKey: string
  /** 33-byte compressed public key, hex. */
  publicKey: string
  /** The bech32 address with the 'cosmos' prefix. */
  address: string
}

export const cosmosTestAccounts: readonly CosmosTestAccount[] = [
  {
    privateKey: 'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
    publicKey: '0223aa679d6d5344e201e0df9f02ab15a84726eee0dfb4e953c46a9e2cb52349dc',
    address: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  },
  {
    privateKey: 'bb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
    publicKey: '02635f2f6cc244c2e67017eeba8bc70fab7d579c3d06068b81ed8e4ee781f5e3d4',
    address: 'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  },
]

/** The chain the wallet knows out of the box (others are added by experimentalSuggestChain). */
export const cosmosHub = {
  chainId: 'cosmoshub-4',
  chainName: 'Cosmos Hub',
  rpc: 'http://127.0.0.1:26657',
  rest: 'http://127.0.0.1:1317',
  bip44: { coinType: 118 },
  bech32Config: { bech32PrefixAccAddr: 'cosmos' },
  currencies: [{ coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }],
  feeCurrencies: [{ coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }],
}
