import type { StandardWallet } from './SolanaWallet.js'

/** What of `window` the handshake uses. */
export type StandardWalletsHost = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

interface WalletsApi {
  register(...wallets: StandardWallet[]): () => void
}

/**
 * The app's side of the Wallet Standard's handshake (WALLETS.md §1.1), per Foyer instance (no page-wide
 * registry): wallets that loaded earlier answer `wallet-standard:app-ready`, later ones announce themselves with
 * `wallet-standard:register-wallet`. Calls `onChange` with every registered wallet (deduplicated by identity)
 * after each registration or unregistration; returns the teardown.
 */
export function watchStandardWallets(
  target: StandardWalletsHost,
  onChange: (wallets: readonly StandardWallet[]) => void,
): () => void {
  const wallets = new Set<StandardWallet>()
  let stopped = false
  const api: WalletsApi = {
    register(...added) {
      const fresh = added.filter((wallet) => typeof wallet === 'object' && wallet !== null && !wallets.has(wallet))
      for (const wallet of fresh) wallets.add(wallet)
      if (fresh.length > 0 && !stopped) onChange([...wallets])
      return () => {
        const removed = fresh.filter((wallet) => wallets.delete(wallet))
        if (removed.length > 0 && !stopped) onChange([...wallets])
      }
    },
  }
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch {
      // a wallet's callback that throws registers nothing; the others go on
    }
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return () => {
    stopped = true
    target.removeEventListener('wallet-standard:register-wallet', onRegister)
  }
}
