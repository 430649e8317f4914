// The Solana test wallet on a page: registered by the Wallet Standard's events (both directions).
import { registerWallet, type WalletStandardHost } from '../shared/registerWallet.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
} from './createSolanaTestWallet.js'

export interface InjectedSolanaTestWallet extends SolanaTestWallet {
  /** Unregisters it from every app that registered it. */
  remove(): void
}

export function injectSolanaTestWallet(
  target: WalletStandardHost,
  options: SolanaTestWalletOptions,
): InjectedSolanaTestWallet {
  const wallet = createSolanaTestWallet(options)
  const remove = registerWallet(target, wallet.wallet)
  return Object.assign(wallet, { remove })
}
