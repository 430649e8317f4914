// The Wallet Standard's registration handshake (WALLETS.md §1.1), both directions: the wallet announces itself
// with `wallet-standard:register-wallet` now, and answers every later `wallet-standard:app-ready`, so it does
// not matter whether the app or the wallet loads first.
import type { Wallet } from '@wallet-standard/base'

/** What of `window` registration uses (a real EventTarget, so Node tests can stand in for the page). */
export type WalletStandardHost = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/** Registers `wallet` with every app on the page, now and later; returns the unregistration. */
export function registerWallet(target: WalletStandardHost, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: WalletsApi) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsApi>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
