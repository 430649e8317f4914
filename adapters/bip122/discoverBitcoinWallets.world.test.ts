import { afterEach, expect, test, vi } from 'vitest'
import { injectBitcoinTestWallet } from '../../playground/world/wallets/bitcoin/injectBitcoinTestWallet.js'
import { registerWallet } from '../../playground/world/wallets/shared/registerWallet.js'
import { type DiscoveredBitcoinWallet, discoverBitcoinWallets } from './discoverBitcoinWallets.js'

// Discovery on a page-like host (an EventTarget as `window`): the world's Bitcoin test wallet registers by the
// Wallet Standard and lists itself in `btc_providers` under the same name.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const host = () => Object.assign(new EventTarget(), {}) as EventTarget & Record<string, unknown>
const summary = (found: DiscoveredBitcoinWallet[]) => found.map(({ connector }) => [connector.type, connector.id])

test('a wallet found both ways is one ANNOUNCED wallet; a sats-connect provider of its own is INJECTED', () => {
  const page = host()
  vi.stubGlobal('window', page)
  injectBitcoinTestWallet(page as never)
  injectBitcoinTestWallet(page as never, { name: 'Other Wallet', global: 'OtherWallet' })
  ;(page.btc_providers as unknown[]).push({ id: 'SatsOnly.BitcoinProvider', name: 'Sats Only' })
  page.SatsOnly = { BitcoinProvider: { request: async () => ({}) } }
  let found: DiscoveredBitcoinWallet[] = []
  const stop = discoverBitcoinWallets({ walletStandard: true, satsConnect: true, external: [] }, (list) => {
    found = list
  })
  expect(summary(found)).toEqual([
    ['ANNOUNCED', 'Test Wallet'],
    ['ANNOUNCED', 'Other Wallet'],
    ['INJECTED', 'satsConnect:SatsOnly.BitcoinProvider'],
  ])
  stop()
})

test('without the Wallet Standard, the test wallet is found by its sats-connect provider; a late one too', () => {
  vi.useFakeTimers()
  const page = host()
  vi.stubGlobal('window', page)
  injectBitcoinTestWallet(page as never)
  let found: DiscoveredBitcoinWallet[] = []
  const stop = discoverBitcoinWallets({ walletStandard: false, satsConnect: true, external: [] }, (list) => {
    found = list
  })
  expect(summary(found)).toEqual([['INJECTED', 'satsConnect:FoyerTestWallet.BitcoinProvider']])
  injectBitcoinTestWallet(page as never, { name: 'Late Wallet', global: 'LateWallet' })
  vi.advanceTimersByTime(200)
  expect(summary(found)).toContainEqual(['INJECTED', 'satsConnect:LateWallet.BitcoinProvider'])
  stop()
})

test('one hostile wallet blinds no other: a btc_providers entry or a Wallet Standard wallet that throws when read is skipped and reported', () => {
  const page = host()
  vi.stubGlobal('window', page)
  injectBitcoinTestWallet(page as never)
  injectBitcoinTestWallet(page as never, { name: 'Other Wallet', global: 'OtherWallet' })
  const throwing = {
    get id(): string {
      throw new TypeError('a hostile getter')
    },
  }
  ;(page.btc_providers as unknown[]).unshift(throwing)
  const skipped: string[] = []
  let found: DiscoveredBitcoinWallet[] = []
  const stop = discoverBitcoinWallets(
    { walletStandard: true, satsConnect: true, external: [] },
    (list) => {
      found = list
    },
    (what) => skipped.push(what),
  )
  registerWallet(
    page as never,
    {
      get name(): string {
        throw new TypeError('a hostile name')
      },
    } as never,
  )
  expect(summary(found)).toEqual([
    ['ANNOUNCED', 'Test Wallet'],
    ['ANNOUNCED', 'Other Wallet'],
  ])
  expect(skipped).toContain('window.btc_providers[0]')
  expect(skipped).toContain('a Wallet Standard wallet')
  // a wallet registering after the hostile one is still listed
  injectBitcoinTestWallet(page as never, { name: 'Late Wallet', global: 'LateWallet' })
  expect(summary(found)).toContainEqual(['ANNOUNCED', 'Late Wallet'])
  stop()
})
