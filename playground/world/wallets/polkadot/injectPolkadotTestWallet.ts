// The Polkadot test wallet on a page: `window.injectedWeb3[name] = { version, enable }`, never clobbering another
// extension's entry (as extension-inject's injectExtension).
import {
  createPolkadotTestWallet,
  type PolkadotTestWallet,
  type PolkadotTestWalletOptions,
} from './createPolkadotTestWallet.js'
import type { InjectedExtension } from './PolkadotTestWallet.js'

export type PolkadotWalletHost = { injectedWeb3?: Record<string, InjectedExtension> }

export interface InjectedPolkadotTestWallet extends PolkadotTestWallet {
  remove(): void
}

export function injectPolkadotTestWallet(
  target: PolkadotWalletHost,
  options: PolkadotTestWalletOptions = {},
): InjectedPolkadotTestWallet {
  const wallet = createPolkadotTestWallet(options)
  target.injectedWeb3 ??= {}
  if (target.injectedWeb3[wallet.name]) throw new Error(`window.injectedWeb3 already has ${wallet.name}`)
  target.injectedWeb3[wallet.name] = wallet.extension
  return Object.assign(wallet, {
    remove() {
      if (target.injectedWeb3?.[wallet.name] === wallet.extension) delete target.injectedWeb3[wallet.name]
    },
  })
}
