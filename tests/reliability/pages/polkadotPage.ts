import fc from 'fast-check'
import {
  type DiscoveredPolkadotWallet,
  discoverPolkadotWallets,
} from '../../../adapters/polkadot/discoverPolkadotWallets.js'
import type { DiscoveryPage } from '../boundaries/discovery.js'
import { hostileObjects, materialized, shapedLike } from '../garbage.js'
import { defineHostile } from './defineHostile.js'

const good = { version: '1.0.0', enable: async () => ({}) }

/** An entry made an extension by a callable `enable` (the rest of it hostile), when it takes one. */
const withEnable = (entry: unknown, callable: boolean) => {
  if (callable && entry !== null && typeof entry === 'object')
    try {
      Reflect.defineProperty(entry, 'enable', { value: async () => ({}), enumerable: true, configurable: true })
    } catch {
      // a hostile object stays as it is
    }
  return entry
}

/**
 * Polkadot's discovery: `window.injectedWeb3` with one good extension among entries that are junk, hostile (some
 * with a callable `enable`, so listed), or throw when read; `injectedWeb3` itself may throw when read (then nothing can be found).
 */
export const polkadotPage: DiscoveryPage<{
  entries: [string, unknown, boolean, boolean][]
  listThrows: boolean
}> = {
  namespace: 'polkadot',
  input: fc.record({
    entries: fc.array(
      fc.tuple(
        fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', 'talisman', '')),
        fc.oneof(shapedLike([{ version: '1.0.0', enable: 'not a function' }]), hostileObjects),
        fc.boolean(),
        fc.boolean(),
      ),
      { maxLength: 4 },
    ),
    listThrows: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  }),
  page(input) {
    const injectedWeb3 = {}
    for (const [key, entry, throws, callable] of input.entries)
      if (key !== 'good-wallet') defineHostile(injectedWeb3, key, withEnable(materialized(entry), callable), throws)
    defineHostile(injectedWeb3, 'good-wallet', good, false)
    const page = new EventTarget()
    defineHostile(page, 'injectedWeb3', injectedWeb3, input.listThrows)
    return { window: page, expected: input.listThrows ? [] : ['good-wallet'] }
  },
  discover() {
    let found: DiscoveredPolkadotWallet[] = []
    const stop = discoverPolkadotWallets({ injected: true, external: [] }, (list) => {
      found = list
    })
    stop()
    return found
  },
}
