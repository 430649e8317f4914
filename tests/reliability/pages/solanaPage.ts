import fc from 'fast-check'
import { type DiscoveredSolanaWallet, discoverSolanaWallets } from '../../../adapters/solana/discoverSolanaWallets.js'
import type { DiscoveryPage } from '../boundaries/discovery.js'
import { garbage, hostileObjects, materialized, shapedLike } from '../garbage.js'
import { defineHostile } from './defineHostile.js'
import { hostileStandardWallets, standardWallet, standardWalletsPage } from './standardWallets.js'

const good = { ...standardWallet('Good Solana', 'solana:mainnet', 'standard:connect') }
const other = standardWallet('Other Solana', 'solana:devnet', 'standard:connect')
let page: EventTarget | undefined

/** Solana's discovery: Wallet Standard wallets (one good among hostile ones) and a hostile `window.solana`. */
export const solanaPage: DiscoveryPage<{
  standard: { wallets: unknown[]; goodAt: number; details: unknown[] }
  solana: unknown
  solanaThrows: boolean
}> = {
  namespace: 'solana',
  input: fc.record({
    standard: hostileStandardWallets(other),
    solana: fc.oneof(garbage, hostileObjects, shapedLike([{ isPhantom: true, publicKey: null }])),
    solanaThrows: fc.boolean(),
  }),
  page(input) {
    page = standardWalletsPage(input.standard, good)
    defineHostile(page, 'solana', materialized(input.solana), input.solanaThrows)
    return { window: page, expected: ['Good Solana'] }
  },
  discover() {
    let found: DiscoveredSolanaWallet[] = []
    const stop = discoverSolanaWallets(
      { injected: true, walletStandard: true, external: [] },
      (list) => {
        found = list
      },
      () => undefined,
    )
    stop()
    return found
  },
}
