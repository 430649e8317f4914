import type { Connector } from 'foyer'
import { watchStandardWallets } from '../solana/watchStandardWallets.js'
import type { BitcoinWalletHandle, ExternalBitcoinConnector } from './BitcoinWallet.js'
import { satsConnectHandle } from './satsConnectHandle.js'
import { type Skipped, satsConnectProviders } from './satsConnectProviders.js'
import { isBitcoinStandardWallet, standardWalletHandle } from './standardWalletHandle.js'

export interface DiscoveredBitcoinWallet {
  connector: Omit<Connector, 'chain'>
  /** The wallet's handle, or how to make it (an app's connector loads its wallet when first used). */
  handle: BitcoinWalletHandle | (() => Promise<BitcoinWalletHandle>)
}

export interface BitcoinDiscoveryOptions {
  /** Listen for Wallet Standard wallets with `bitcoin:connect`. */
  walletStandard: boolean
  /** List `window.btc_providers` (sats-connect). */
  satsConnect: boolean
  external: readonly ExternalBitcoinConnector[]
}

/** Either shape an app's connector may hand over, as a handle. */
export const handleOf = (wallet: unknown): BitcoinWalletHandle =>
  isBitcoinStandardWallet(wallet) ? standardWalletHandle(wallet) : satsConnectHandle(wallet as never)

/** sats-connect lists wallets that inject late: read `btc_providers` again this often, this many times (AppKit's). */
const rereadMs = 200
const rereads = 3

/**
 * Finds the Bitcoin wallets of the page: Wallet Standard wallets with `bitcoin:connect` (ANNOUNCED, also those
 * registering later), sats-connect providers of `window.btc_providers` (INJECTED; one that a Wallet Standard
 * wallet of the same name already stands for is left out, as the same wallet), and the app's connectors
 * (EXTERNAL). Calls `onChange` with the whole list whenever it may have changed; returns the teardown. Each
 * wallet is read on its own: one that throws when read is left out and reported to `skipped`.
 */
export function discoverBitcoinWallets(
  options: BitcoinDiscoveryOptions,
  onChange: (found: DiscoveredBitcoinWallet[]) => void,
  skipped: Skipped = () => undefined,
): () => void {
  const announced = new Map<string, DiscoveredBitcoinWallet>()
  const external: DiscoveredBitcoinWallet[] = options.external.map((connector) => ({
    connector: { id: connector.id, type: 'EXTERNAL', name: connector.name, imageUrl: connector.imageUrl },
    handle: async () => handleOf(await connector.getWallet()),
  }))
  const injected = (): DiscoveredBitcoinWallet[] => {
    if (!options.satsConnect || typeof window === 'undefined') return []
    return satsConnectProviders(window, skipped)
      .filter((entry) => !announced.has(entry.name))
      .map((entry) => ({
        connector: { id: `satsConnect:${entry.id}`, type: 'INJECTED', name: entry.name, imageUrl: entry.icon },
        handle: satsConnectHandle(entry.provider),
      }))
  }
  const publish = () => onChange([...announced.values(), ...injected(), ...external])
  const onWallets = (wallets: readonly unknown[]) => {
    announced.clear()
    for (const wallet of wallets) {
      try {
        if (!isBitcoinStandardWallet(wallet)) continue
        const { name, icon } = wallet
        announced.set(name, {
          // an icon that is not text (a wallet's bug, or a hostile one) is left out: the list shows a letter
          connector: { id: name, type: 'ANNOUNCED', name, ...(typeof icon === 'string' ? { imageUrl: icon } : {}) },
          handle: standardWalletHandle(wallet),
        })
      } catch (error) {
        skipped('a Wallet Standard wallet', error) // one that throws when read; the others are listed
      }
    }
    publish()
  }
  const browser = typeof window !== 'undefined'
  const stop = options.walletStandard && browser ? watchStandardWallets(window, onWallets) : undefined
  const timers =
    options.satsConnect && browser
      ? Array.from({ length: rereads }, (_, n) => setTimeout(publish, (n + 1) * rereadMs))
      : []
  publish()
  return () => {
    stop?.()
    for (const timer of timers) clearTimeout(timer)
  }
}
