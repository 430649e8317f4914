import { afterEach, expect, test, vi } from 'vitest'
import { type DiscoveredPolkadotWallet, discoverPolkadotWallets } from './discoverPolkadotWallets.js'

// Discovery on a page-like host (an EventTarget as `window`) whose `injectedWeb3` holds a hostile entry.

afterEach(() => {
  vi.unstubAllGlobals()
})

test('an injectedWeb3 entry that throws when read is skipped and reported; the other extensions are listed', () => {
  const injectedWeb3 = Object.defineProperties(
    {},
    {
      'polkadot-js': { enumerable: true, value: { version: '1', enable: async () => ({}) } },
      hostile: {
        enumerable: true,
        get() {
          throw new TypeError('a hostile getter')
        },
      },
      talisman: { enumerable: true, value: { version: '1', enable: async () => ({}) } },
    },
  )
  vi.stubGlobal('window', Object.assign(new EventTarget(), { injectedWeb3 }))
  const skipped: string[] = []
  let found: DiscoveredPolkadotWallet[] = []
  const stop = discoverPolkadotWallets(
    { injected: true, external: [] },
    (list) => {
      found = list
    },
    (what) => skipped.push(what),
  )
  expect(found.map(({ connector }) => [connector.id, connector.name])).toEqual([
    ['polkadot-js', 'polkadot{.js}'],
    ['talisman', 'Talisman'],
  ])
  expect(skipped).toEqual(["window.injectedWeb3['hostile']"])
  stop()
})
