// The Bitcoin test wallet on a page, found both ways AppKit looks for Bitcoin wallets: registered by the Wallet
// Standard's events, and listed in `window.btc_providers` with its provider at `window.<global>.BitcoinProvider`
// (sats-connect resolves an entry's `id` as a dot path on `window`).
import { registerWallet, type WalletStandardHost } from '../shared/registerWallet.js'
import type { BitcoinTestWalletOptions } from './BitcoinTestWallet.js'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import type { SatsConnectProvider } from './satsConnectProvider.js'

export interface SatsConnectProviderEntry {
  id: string
  name: string
  icon: string
  webUrl?: string
  methods?: string[]
}

export type BitcoinWalletHost = WalletStandardHost & {
  btc_providers?: SatsConnectProviderEntry[]
  [global: string]: unknown
}

export interface InjectedBitcoinTestWallet extends BitcoinTestWallet {
  /** The `window.btc_providers` entry. */
  readonly entry: SatsConnectProviderEntry
  remove(): void
}

export function injectBitcoinTestWallet(
  target: BitcoinWalletHost,
  options: BitcoinTestWalletOptions & {
    /** The window global holding the provider; default 'FoyerTestWallet'. */ global?: string
  } = {},
): InjectedBitcoinTestWallet {
  const wallet = createBitcoinTestWallet(options)
  const global = options.global ?? 'FoyerTestWallet'
  const holder = { BitcoinProvider: wallet.provider } satisfies { BitcoinProvider: SatsConnectProvider }
  const entry: SatsConnectProviderEntry = Object.freeze({
    id: `${global}.BitcoinProvider`,
    name: wallet.wallet.name,
    icon: wallet.wallet.icon,
    methods: [
      'getInfo',
      'getAddresses',
      'getAccounts',
      'wallet_connect',
      'wallet_disconnect',
      'signMessage',
      'signPsbt',
    ],
  })
  target[global] = holder
  target.btc_providers = [...(target.btc_providers ?? []), entry]
  const unregister = registerWallet(target, wallet.wallet)
  return Object.assign(wallet, {
    entry,
    remove() {
      unregister()
      if (target[global] === holder) delete target[global]
      target.btc_providers = (target.btc_providers ?? []).filter((candidate) => candidate !== entry)
    },
  })
}
