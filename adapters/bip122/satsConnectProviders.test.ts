import { expect, test } from 'vitest'
import { satsConnectProviders } from './satsConnectProviders.js'

const provider = { request: async () => ({ jsonrpc: '2.0', id: '1', result: null }) }

test('btc_providers entries resolve their id as a dot path on window; malformed or unresolved ones are left out', () => {
  const host = {
    Xverse: { BitcoinProvider: provider },
    btc_providers: [
      { id: 'Xverse.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml,<svg/>' },
      { id: 'Missing.BitcoinProvider', name: 'Gone' },
      { name: 'No id' },
      'garbage',
    ],
  }
  expect(satsConnectProviders(host)).toEqual([
    { id: 'Xverse.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml,<svg/>', provider },
  ])
  expect(satsConnectProviders({})).toEqual([])
})
