import { afterEach, expect, test, vi } from 'vitest'
import { type DiscoveredCosmosWallet, discoverCosmosWallets } from './discoverCosmosWallets.js'

// Discovery on a page-like host (an EventTarget as `window`) whose `keplr` is hostile (found by fuzzing).

afterEach(() => {
  vi.unstubAllGlobals()
})

const leap = {
  id: 'leap',
  name: 'Leap',
  getProvider: () => ({ enable: async () => undefined, getKey: async () => null, signArbitrary: async () => null }),
}

test('a window.keplr that throws when read, or whose methods do, is skipped and reported; the app’s connectors are listed', () => {
  const { proxy: revoked, revoke } = Proxy.revocable({}, {})
  revoke()
  const hostile = [
    () => {
      throw new TypeError('a hostile keplr')
    },
    () => revoked,
  ]
  for (const get of hostile) {
    vi.stubGlobal('window', Object.defineProperty(new EventTarget(), 'keplr', { get }))
    const skipped: string[] = []
    let found: DiscoveredCosmosWallet[] = []
    const stop = discoverCosmosWallets(
      { injected: true, external: [leap] },
      (list) => {
        found = list
      },
      (what) => skipped.push(what),
    )
    expect(found.map(({ connector }) => connector.id)).toEqual(['leap'])
    expect(skipped).toEqual(['window.keplr'])
    stop()
  }
})
