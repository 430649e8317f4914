import type { Connector } from 'foyer'
import { legacyProviderHandle, isLegacySolanaProvider } from './legacyProviderHandle.js'
import type { ExternalSolanaConnector, SolanaWalletHandle, StandardWallet } from './SolanaWallet.js'
import { isSolanaStandardWallet, standardWalletHandle } from './standardWalletHandle.js'
import { watchStandardWallets } from './watchStandardWallets.js'

export interface DiscoveredSolanaWallet {
  connector: Omit<Connector, 'chain'>
  /** The wallet's handle, or how to make it (an app's connector loads its wallet when first used). */
  handle: SolanaWalletHandle | (() => Promise<SolanaWalletHandle>)
}

export interface SolanaDiscoveryOptions {
  /** Offer `window.solana` as the Browser Wallet. */
  injected: boolean
  /** Listen for Wallet Standard wallets. */
  walletStandard: boolean
  external: readonly ExternalSolanaConnector[]
}

/** Either shape an app's connector may hand over, as a handle. */
export const handleOf = (wallet: unknown): SolanaWalletHandle =>
  isSolanaStandardWallet(wallet) ? standardWalletHandle(wallet) : legacyProviderHandle(wallet as never)

/**
 * Finds the Solana wallets of the page: Wallet Standard wallets with a `solana:` chain and `standard:connect`
 * (ANNOUNCED, now and as they register later; keyed by name), `window.solana` as the Browser Wallet (INJECTED)
 * and the app's connectors (EXTERNAL). Calls `onChange` with the whole list whenever it changes; returns the teardown.
 * Each Wallet Standard wallet is read on its own: one that throws when read is left out and reported to `skipped`.
 */
export function discoverSolanaWallets(
  options: SolanaDiscoveryOptions,
  onChange: (found: DiscoveredSolanaWallet[]) => void,
  skipped: (error: unknown) => void,
): () => void {
  const announced = new Map<string, DiscoveredSolanaWallet>()
  const external: DiscoveredSolanaWallet[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    handle: async () => handleOf(await connector.getWallet()),
  }))
  const injected = (): DiscoveredSolanaWallet[] => {
    let solana: unknown
    try {
      solana = options.injected && typeof window !== 'undefined' ? (window as { solana?: unknown }).solana : undefined
      if (!isLegacySolanaProvider(solana)) return []
    } catch (error) {
      skipped(error) // a `window.solana` that throws when read; the other wallets are listed
      return []
    }
    const connector = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' } as const
    return [{ connector, handle: legacyProviderHandle(solana) }]
  }
  const publish = () => onChange([...announced.values(), ...injected(), ...external])
  const onWallets = (wallets: readonly StandardWallet[]) => {
    announced.clear()
    for (const wallet of wallets) {
      try {
        if (!isSolanaStandardWallet(wallet)) continue
        // Not in the standard: a wallet that also announces itself by EIP-6963 may name its rdns, so the Connect
        // view shows the two as one multi-chain wallet.
        const { name, icon, rdns } = wallet as StandardWallet & { rdns?: unknown }
        announced.set(name, {
          connector: {
            id: name,
            type: 'ANNOUNCED',
            name,
            // an icon that is not text (a wallet's bug, or a hostile one) is left out: the list shows a letter
            ...(typeof icon === 'string' ? { imageUrl: icon } : {}),
            ...(typeof rdns === 'string' && rdns ? { info: { rdns } } : {}),
          },
          handle: standardWalletHandle(wallet),
        })
      } catch (error) {
        skipped(error) // a wallet that throws when read; the others are listed
      }
    }
    publish()
  }
  const stop =
    options.walletStandard && typeof window !== 'undefined' ? watchStandardWallets(window, onWallets) : undefined
  publish()
  return () => stop?.()
}
