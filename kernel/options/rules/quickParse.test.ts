import { describe, expect, test } from 'vitest'
import { testNetwork } from '../../testing/testNetworks.js'
import { optionsRule } from '../optionsSchema.js'
import { rule } from './Rule.js'
import { quickParse } from './quickParse.js'
import { schemaOf } from './schemaOf.js'

const local = testNetwork(31337, 'Local')
const world = 'http://127.0.0.1:4000/world'
/** The bench app's options: a project, a network and the world's URLs. */
const usual = {
  projectId: '0123456789abcdef0123456789abcdef',
  networks: [local],
  urls: { api: `${world}/api`, directory: `${world}/directory`, relay: 'ws://127.0.0.1:4000/world/relay' },
}
/** Every kernel option given. */
const full = {
  ...usual,
  metadata: { name: 'App', description: 'An app', url: 'https://app.test', icons: ['https://app.test/i.png'] },
  termsConditionsUrl: 'https://app.test/terms',
  privacyPolicyUrl: 'https://app.test/privacy',
  defaultNetwork: {
    ...local,
    blockExplorers: { default: { name: 'Scan', url: 'https://scan.test' } },
    testnet: true,
    assets: { imageId: 'a1', imageUrl: 'https://app.test/n.png' },
  },
  adapters: [{ namespace: 'eip155', connect: () => undefined }],
  plugins: [{ id: 'mine' }],
  features: { connectorTypeOrder: ['injected', 'recent'], analytics: false, allWallets: true },
  tokens: { 'eip155:1': { address: '0xabc', image: 'https://app.test/t.png' } },
  themeMode: 'dark',
  locale: 'de',
  themeVariables: { '--foyer-accent': '#000', '--foyer-font-size-master': 10 },
  featuredWalletIds: ['a', 'b'],
  excludeWalletIds: [],
  allowUnsupportedChain: false,
  defaultAccountTypes: { eip155: 'smartAccount' },
  prefetch: 'idle',
  nonce: 'abc+/=',
  storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  storagePrefix: 'app',
  logLevel: 'debug',
  sdkType: 'foyer',
  sdkVersion: 'react-foyer-1.0.0',
}

/** A quick answer must be zod's answer; an unsure one is allowed anywhere (zod then decides). */
function expectAsZod(value: unknown, target = optionsRule) {
  const quick = quickParse(target, value)
  const parsed = schemaOf(target).safeParse(value)
  if (quick) {
    expect(parsed.success).toBe(true)
    expect(quick.value).toStrictEqual(parsed.data)
  }
  return quick
}

/** A small seeded generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

class Thing {
  id = 'mine'
  name = 'x'
}
const strange: unknown[] = [
  undefined,
  null,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  0,
  1.5,
  '',
  'x',
  'https://ok.test',
  'javascript:alert(1)',
  'ws://relay.test',
  true,
  [],
  ['x', 'x'],
  {},
  Object.create(null),
  new Thing(),
  { [Symbol('s')]: 1 },
  JSON.parse('{"__proto__": 1}'),
  new Date(0),
]

/** `value` with the thing at one random path replaced (or a key added, or one removed). */
function mutate(value: unknown, next: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  if (Array.isArray(value)) {
    if (value.length === 0 || next() < 0.2) return [...value, pick(strange)]
    const index = Math.floor(next() * value.length)
    return value.map((item, at) => (at === index ? mutate(item, next) : item))
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value)
    const roll = next()
    if (keys.length === 0 || roll < 0.1) return { ...value, [pick(['extra', 'api', 'id', '__proto__'])]: pick(strange) }
    const key = pick(keys)
    if (roll < 0.2) {
      const { [key]: _gone, ...rest } = value as Record<string, unknown>
      return rest
    }
    return { ...value, [key]: next() < 0.5 ? mutate((value as Record<string, unknown>)[key], next) : pick(strange) }
  }
  return pick(strange)
}

describe('quickParse', () => {
  test('takes usual options without a schema, and gives what zod gives', () => {
    expect(expectAsZod(usual)).toBeDefined()
    expect(expectAsZod(full)).toBeDefined()
    expect(expectAsZod({})).toBeDefined()
  })

  test('copies what it takes, drops keys no shape names, keeps a key given as undefined', () => {
    const given = { ...usual, unknownKey: 1, locale: undefined }
    const quick = expectAsZod(given)
    const value = quick?.value as typeof usual & { locale?: string }
    expect(value).not.toBe(given)
    expect(value.networks[0]).not.toBe(local)
    expect(value).not.toHaveProperty('unknownKey')
    expect(value).toHaveProperty('locale', undefined)
    expect(value.urls).toEqual(usual.urls)
  })

  test('is unsure of every value zod rejects', () => {
    for (const wrong of [
      null,
      'options',
      { networks: [{ ...local, caipNetworkId: 'nope' }] },
      { networks: [{ ...local, rpcUrls: { default: { http: ['javascript:alert(1)'] } } }] },
      { urls: { unknown: 'https://x.test' } },
      { features: { connectorTypeOrder: ['injected', 'injected'] } },
      { nonce: '"><script>' },
      { themeVariables: { x: Number.NaN } },
      { storage: {} },
    ]) {
      expect(quickParse(optionsRule, wrong)).toBeUndefined()
      expect(schemaOf(optionsRule).safeParse(wrong).success).toBe(false)
    }
  })

  test('is unsure where zod would take a value but reads it its own way: a loose object, a class, symbol keys', () => {
    expect(
      quickParse(optionsRule, { customWallets: [{ id: 'w', name: 'W', homepage: 'https://w.test' }] }),
    ).toBeUndefined()
    expect(quickParse(rule.object({ id: rule.string() }), new Thing())).toBeUndefined()
    expect(quickParse(rule.record(rule.string(), rule.number()), { [Symbol('s')]: 1 })).toBeUndefined()
  })

  test('a record skips a key named __proto__, as zod does', () => {
    const target = rule.record(rule.string(), rule.number())
    expect(expectAsZod(JSON.parse('{"__proto__": 1, "a": 2}'), target)?.value).toStrictEqual({ a: 2 })
  })

  test('on thousands of options changed at random, every quick answer is the one zod gives', () => {
    const next = random(35)
    let quick = 0
    for (let run = 0; run < 4000; run++) {
      const value = mutate(next() < 0.5 ? full : usual, next)
      if (expectAsZod(value)) quick++
    }
    // Both ways are tried many times: the quick answer (compared with zod's) and the unsure one.
    expect(quick).toBeGreaterThan(400)
    expect(quick).toBeLessThan(3600)
  })
})
