// The Bitcoin test wallet's keys and network, as plain data. There is no Bitcoin node in the world: signatures
// and PSBTs are checked with bitcoinjs-lib and bip322-js. The network is testnet (tb1…/2… addresses), whose
// CAIP-2 id AppKit and the wallets know; the keys are the world mnemonic's ('test test … junk'), as Xverse lays
// out accounts: payment P2SH-P2WPKH at m/49'/1'/0'/0/i, ordinals P2TR at m/86'/1'/0'/0/i. bitcoinTestAccounts.test.ts
// derives them again. Public test keys: never hold real funds.

/** CAIP-2 for Bitcoin testnet: `bip122:` + the first 32 hex characters of its genesis block hash. */
export const BITCOIN_TESTNET_CAIP_NETWORK_ID = 'bip122:000000000933ea01ad0ee984209779ba'
/** The Bitcoin Wallet Standard's name for it. */
export const BITCOIN_TESTNET_CHAIN = 'bitcoin:testnet'
/** sats-connect's network name. */
export const BITCOIN_NETWORK_NAME = 'Testnet'

export interface BitcoinTestKey {
  address: string
  /** 32-byte secret key, hex. */
  privateKey: string
  /** Compressed public key, hex. */
  publicKey: string
}

export interface BitcoinTestAccount {
  payment: BitcoinTestKey & { addressType: 'p2sh' }
  ordinals: BitcoinTestKey & { addressType: 'p2tr' }
}

const key = (address: string, privateKey: string, publicKey: string) => ({ address, privateKey, publicKey })

export const bitcoinTestAccounts: readonly BitcoinTestAccount[] = [
  {
    payment: {
      ...key(
        '2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW',
        '7c0fad2dde01e7ef1bb0bba86a1b50dabc489331d7234ead3b94dc532e968b0b',
        '026b639a0294bffb124167759261b7aa20b401c6c1fc7812c9f702d181143886b2',
      ),
      addressType: 'p2sh',
    },
    ordinals: {
      ...key(
        'tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk',
        '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
        '028c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
      ),
      addressType: 'p2tr',
    },
  },
  {
    payment: {
      ...key(
        '2N3E5mefYpod7YsAsRuaU7n1wN7T9Q5zMy5',
        '34a7ad598eb1db1421b63f0de60962ae2d1f000f29028c0565aa4a0bd2dd95ce',
        '03612aa9885476c8fc2a3d80263cbd784907e5bcb01aa1ffa76b30e5e3f92054af',
      ),
      addressType: 'p2sh',
    },
    ordinals: {
      ...key(
        'tb1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdks0lagc0',
        'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
        '0394cea1919bdcdefc478f8533a7bf8954867dc227da79754642cb2e41f7e300d8',
      ),
      addressType: 'p2tr',
    },
  },
]
