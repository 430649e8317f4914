import fc from 'fast-check'
import {
  type DiscoveredBitcoinWallet,
  discoverBitcoinWallets,
} from '../../../adapters/bip122/discoverBitcoinWallets.js'
import type { DiscoveryPage } from '../boundaries/discovery.js'
import { garbage, hostileObjects, materialized, shapedLike } from '../garbage.js'
import { defineHostile } from './defineHostile.js'
import { hostileStandardWallets, standardWallet, standardWalletsPage } from './standardWallets.js'

const good = standardWallet('Good Bitcoin', 'bitcoin:mainnet', 'bitcoin:connect')
const other = standardWallet('Other Bitcoin', 'bitcoin:testnet', 'bitcoin:connect')
const goodEntry = { id: 'GoodProviders.BitcoinProvider', name: 'Good Sats', icon: 'data:image/svg+xml;base64,' }
const otherEntry = { id: 'OtherProviders.BitcoinProvider', name: 'Other Sats', icon: 'data:image/svg+xml;base64,' }

/**
 * Bitcoin's discovery: Wallet Standard wallets (one good among hostile ones) and `window.btc_providers`, whose
 * good entry points at a provider and whose other entries and providers are hostile; `btc_providers` itself may
 * throw when read (then only the Wallet Standard wallet can be found).
 */
export const bitcoinPage: DiscoveryPage<{
  standard: { wallets: unknown[]; goodAt: number; details: unknown[] }
  entries: unknown[]
  goodAt: number
  providers: unknown
  providersThrow: boolean
  listThrows: boolean
}> = {
  namespace: 'bip122',
  input: fc.record({
    standard: hostileStandardWallets(other),
    entries: fc.array(fc.oneof(shapedLike([otherEntry]), hostileObjects), { maxLength: 3 }),
    goodAt: fc.nat({ max: 3 }),
    providers: fc.oneof(garbage, hostileObjects, shapedLike([{ BitcoinProvider: { request: 'not a function' } }])),
    providersThrow: fc.boolean(),
    listThrows: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  }),
  page(input) {
    const page = standardWalletsPage(input.standard, good)
    const entries = input.entries.map((entry) => materialized(entry))
    entries.splice(input.goodAt % (entries.length + 1), 0, goodEntry)
    defineHostile(page, 'btc_providers', entries, input.listThrows)
    defineHostile(page, 'GoodProviders', { BitcoinProvider: { request: async () => ({ result: null }) } }, false)
    defineHostile(page, 'OtherProviders', materialized(input.providers), input.providersThrow)
    const sats = input.listThrows ? [] : [`satsConnect:${goodEntry.id}`]
    return { window: page, expected: ['Good Bitcoin', ...sats] }
  },
  discover() {
    let found: DiscoveredBitcoinWallet[] = []
    const stop = discoverBitcoinWallets({ walletStandard: true, satsConnect: true, external: [] }, (list) => {
      found = list
    })
    stop()
    return found
  },
}
