// The Keplr-style test wallet on a page: `window.keplr` and the `window.getOfflineSigner*` helpers, and the
// `keplr_keystorechange` window event when the user switches keys (WALLETS.md §4.1).
import { createKeplrTestWallet, type KeplrTestWallet, type KeplrTestWalletOptions } from './createKeplrTestWallet.js'
import type { Keplr } from './KeplrTestWallet.js'

export type KeplrWalletHost = Pick<Window, 'dispatchEvent'> & {
  keplr?: Keplr
  getOfflineSigner?: Keplr['getOfflineSigner']
  getOfflineSignerOnlyAmino?: Keplr['getOfflineSignerOnlyAmino']
  getOfflineSignerAuto?: Keplr['getOfflineSignerAuto']
}

export interface InjectedKeplrTestWallet extends KeplrTestWallet {
  remove(): void
}

export function injectKeplrTestWallet(
  target: KeplrWalletHost,
  options: KeplrTestWalletOptions = {},
): InjectedKeplrTestWallet {
  const wallet = createKeplrTestWallet({
    ...options,
    onKeystoreChange() {
      options.onKeystoreChange?.()
      target.dispatchEvent(new Event('keplr_keystorechange'))
    },
  })
  const { keplr } = wallet
  const globals = {
    keplr,
    getOfflineSigner: keplr.getOfflineSigner,
    getOfflineSignerOnlyAmino: keplr.getOfflineSignerOnlyAmino,
    getOfflineSignerAuto: keplr.getOfflineSignerAuto,
  }
  Object.assign(target, globals)
  return Object.assign(wallet, {
    remove() {
      for (const [name, value] of Object.entries(globals)) {
        if (target[name as keyof typeof globals] === value) delete target[name as keyof typeof globals]
      }
    },
  })
}
