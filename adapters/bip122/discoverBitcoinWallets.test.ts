import { afterEach, expect, test, vi } from 'vitest'
import { registerWallet } from '../../playground/world/wallets/shared/registerWallet.js'
import { type DiscoveredBitcoinWallet, discoverBitcoinWallets } from './discoverBitcoinWallets.js'

// Discovery on a page-like host (an EventTarget as `window`) where a Wallet Standard wallet's icon is not text.

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a wallet whose icon is not text is listed without an image, never with the odd value (found by fuzzing)', () => {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  let found: DiscoveredBitcoinWallet[] = []
  const stop = discoverBitcoinWallets({ walletStandard: true, satsConnect: false, external: [] }, (list) => {
    found = list
  })
  const wallet = {
    version: '1.0.0',
    name: 'Odd',
    icon: { src: 'data:image/svg+xml;base64,' },
    chains: ['bitcoin:mainnet'],
    features: { 'bitcoin:connect': { version: '1.0.0' } },
    accounts: [],
  }
  registerWallet(page as never, wallet as never)
  expect(found.map(({ connector }) => [connector.name, 'imageUrl' in connector])).toEqual([['Odd', false]])
  stop()
})
