import type { Network } from 'foyer'
import { importPackage } from 'foyer/kit'
import { bitcoinMainnetReference, bitcoinRegtestReference } from './bitcoinNetworks.js'

export type BitcoinJs = typeof import('bitcoinjs-lib')

let loading: Promise<BitcoinJs> | undefined

/**
 * bitcoinjs-lib with the pure-JS @bitcoinerlab/secp256k1 (no wasm), loaded on the first PSBT the adapter builds
 * or finalizes (discovery, connection and message signing need neither). The import is memoized, as modules are.
 */
export function loadBitcoinJs(): Promise<BitcoinJs> {
  loading ??= Promise.all([
    importPackage('bitcoinjs-lib', () => import('bitcoinjs-lib')),
    importPackage('@bitcoinerlab/secp256k1', () => import('@bitcoinerlab/secp256k1')),
  ]).then(([lib, ecc]) => {
    lib.initEccLib(ecc)
    return lib
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** bitcoinjs-lib's parameters of a network: mainnet's, regtest's, else testnet's (testnet and signet share them). */
export function bitcoinJsNetwork(lib: BitcoinJs, network: Pick<Network, 'caipNetworkId'>) {
  const reference = network.caipNetworkId.slice('bip122:'.length)
  if (reference === bitcoinMainnetReference) return lib.networks.bitcoin
  return reference === bitcoinRegtestReference ? lib.networks.regtest : lib.networks.testnet
}
