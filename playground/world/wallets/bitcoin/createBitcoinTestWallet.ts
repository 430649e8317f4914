// A Bitcoin test wallet with both browser interfaces wallets ship (WALLETS.md §2): the Wallet Standard's
// `bitcoin:*` features and the sats-connect request API, over one set of real keys (testnet: payment P2SH-P2WPKH,
// ordinals P2TR), one authorization and one remote control. It runs in browsers and in Node.
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './BitcoinTestWallet.js'
import { bitcoinStandardWallet } from './bitcoinStandardWallet.js'
import { createBitcoinCore } from './createBitcoinCore.js'
import { satsConnectProvider } from './satsConnectProvider.js'
import { standardIcon } from '../shared/standardIcon.js'

export type { BitcoinTestWallet, BitcoinTestWalletOptions }

export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const core = createBitcoinCore(options)
  const name = options.name ?? 'Test Wallet'
  const wallet = bitcoinStandardWallet(core, name, options.icon ?? standardIcon('Test Wallet', '#F7931A'))
  return {
    ...core.controls.remote,
    wallet,
    provider: satsConnectProvider(core),
    get addresses() {
      return core.addresses()
    },
    get authorized() {
      return core.authorized
    },
    disconnect: () => core.setAuthorized(false),
  }
}
