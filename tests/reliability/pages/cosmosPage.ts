import fc from 'fast-check'
import { type DiscoveredCosmosWallet, discoverCosmosWallets } from '../../../adapters/cosmos/discoverCosmosWallets.js'
import type { DiscoveryPage } from '../boundaries/discovery.js'
import { garbage, hostileObjects, materialized } from '../garbage.js'
import { defineHostile } from './defineHostile.js'

const keplr = () => ({ enable: async () => undefined, getKey: async () => null, signArbitrary: async () => null })
const methods = ['enable', 'getKey', 'signArbitrary', 'experimentalSuggestChain', 'disable'] as const

/**
 * Cosmos's discovery: the app's connector (Leap) beside `window.keplr`, which is junk, hostile, throws when read,
 * or is Keplr with one of its methods replaced by junk or a getter that throws. Leap is always listed; Keplr is
 * listed when it is whole.
 */
export const cosmosPage: DiscoveryPage<{
  kind: 'junk' | 'keplr'
  junk: unknown
  method: number
  throws: boolean
}> = {
  namespace: 'cosmos',
  input: fc.record({
    kind: fc.constantFrom('junk', 'keplr'),
    junk: fc.oneof(garbage, hostileObjects),
    method: fc.nat({ max: methods.length }),
    throws: fc.boolean(),
  }),
  page(input) {
    const page = new EventTarget()
    if (input.kind === 'junk') {
      defineHostile(page, 'keplr', materialized(input.junk), input.throws)
      return { window: page, expected: ['leap'] }
    }
    const wallet = keplr()
    const method = methods[input.method]
    if (method) defineHostile(wallet, method, materialized(input.junk), input.throws)
    defineHostile(page, 'keplr', wallet, false)
    const whole = method === undefined || method === 'experimentalSuggestChain' || method === 'disable'
    return { window: page, expected: whole ? ['keplr', 'leap'] : ['leap'], good: method ? ['leap'] : ['keplr', 'leap'] }
  },
  discover() {
    let found: DiscoveredCosmosWallet[] = []
    const leap = { id: 'leap', name: 'Leap', getProvider: keplr }
    const stop = discoverCosmosWallets({ injected: true, external: [leap] }, (list) => {
      found = list
    })
    stop()
    return found
  },
}
