// EIP-6963: the wallet announces itself on the page and again on every request for providers.
import { createTestWallet, type TestWallet, type TestWalletOptions } from './createTestWallet.js'

/** What of `window` the injection uses (a real EventTarget, so Node tests can stand in for the page). */
export type WalletHost = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: unknown
}

export interface InjectedTestWallet extends TestWallet {
  /** Dispatches `eip6963:announceProvider` with the frozen `{ info, provider }`. */
  announce(): void
  /** Stops answering `eip6963:requestProvider` (and removes `window.ethereum` if it set it). */
  remove(): void
}

export function injectTestWallet(target: WalletHost, options: TestWalletOptions): InjectedTestWallet {
  const wallet = createTestWallet(options)
  const detail = Object.freeze({ info: wallet.info, provider: wallet.provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  if (options.windowEthereum) target.ethereum = wallet.provider
  announce()
  return Object.assign(wallet, {
    announce,
    remove() {
      target.removeEventListener('eip6963:requestProvider', announce)
      if (options.windowEthereum && target.ethereum === wallet.provider) delete target.ethereum
    },
  })
}
