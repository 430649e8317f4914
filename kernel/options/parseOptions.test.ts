import { describe, expect, test } from 'vitest'
import { testNetwork } from '../testing/testNetworks.js'
import { defaultAccountTypes, defaultUrls } from './defaults.js'
import {
  defaultFeatures,
  enabledFeatureKeys,
  parseWithCatalogue as parseOptions,
  resolveWithCatalogue as resolveFeatures,
} from '../testing/catalogueFeatures.js'

const mainnet = testNetwork(1, 'Ethereum')

describe('options', () => {
  test('setting both siweConfig and siwx is refused with the exact text', () => {
    expect(() => parseOptions({ projectId: 'p', siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  test('a wrong field is a clear error naming it', () => {
    expect(() => parseOptions({ projectId: 'p', themeMode: 'purple' })).toThrow(/Invalid options[\s\S]*themeMode/)
    expect(() => parseOptions({ urls: { api: 'not a url' } })).toThrow(/urls\.api/)
    expect(() => parseOptions({ networks: [{ ...mainnet, caipNetworkId: 'eip155' }] })).toThrow(/caipNetworkId/)
    expect(() => parseOptions({ adapters: [{}] })).toThrow(/adapter made by defineAdapter/)
    expect(() => parseOptions(null)).toThrow(/Invalid options/)
  })

  test('swaps and onramp take only the providers of SPEC §9', () => {
    expect(() => parseOptions({ features: { swaps: ['medl'] } })).toThrow(/Invalid options[\s\S]*features\.swaps/)
    expect(() => parseOptions({ features: { onramp: ['1inch'] } })).toThrow(/Invalid options[\s\S]*features\.onramp/)
    expect(parseOptions({ features: { swaps: ['1inch'], onramp: ['coinbase'] } }).features).toMatchObject({
      swaps: ['1inch'],
      onramp: ['coinbase'],
    })
  })

  test.each([
    ['walletFeaturesOrder', ['send', 'receive', 'send']],
    ['connectMethodsOrder', ['email', 'wallet', 'email']],
    ['connectorTypeOrder', ['injected', 'recent', 'injected']],
  ])('%s naming an entry twice is refused', (key, order) => {
    expect(() => parseOptions({ features: { [key]: order } })).toThrow(
      new RegExp(`Invalid options[\\s\\S]*must not name an entry twice[\\s\\S]*features\\.${key}`),
    )
    expect(() => parseOptions({ features: { [key]: [...new Set(order)] } })).not.toThrow()
  })

  test('the defaults are those of SPEC §9', () => {
    const options = parseOptions({ projectId: 'p' })
    expect(options.features).toEqual(defaultFeatures)
    expect(defaultFeatures).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
    })
    expect(options.defaultAccountTypes).toEqual(defaultAccountTypes)
    expect(defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' })
    expect(options.logLevel).toBe('error')
    expect(options.urls).toEqual(defaultUrls)
  })

  test('a CSP nonce is an option; one that is not base64 is refused', () => {
    expect(parseOptions({ nonce: 'r4nd0m+Nonce/x==' }).nonce).toBe('r4nd0m+Nonce/x==')
    expect(parseOptions({}).nonce).toBeUndefined()
    for (const nonce of ['', 'a b', 'a"onload="x', "x'"])
      expect(() => parseOptions({ nonce }), nonce).toThrow(/Invalid options[\s\S]*nonce/)
  })

  test('the legal pages are http(s) URLs, each optional', () => {
    const parsed = parseOptions({ termsConditionsUrl: 'https://app.example/terms' })
    expect(parsed.termsConditionsUrl).toBe('https://app.example/terms')
    expect(parsed.privacyPolicyUrl).toBeUndefined()
    expect(() => parseOptions({ privacyPolicyUrl: 'javascript:alert(1)' })).toThrow(/privacyPolicyUrl/)
  })

  test('every base URL is an option', () => {
    const urls = {
      api: 'http://127.0.0.1:1/',
      directory: 'http://127.0.0.1:2/',
      config: 'http://127.0.0.1:3/',
      analytics: 'http://127.0.0.1:4/',
      rpc: 'http://127.0.0.1:5/',
      relay: 'ws://127.0.0.1:6/',
      frame: 'http://127.0.0.1:7/',
      meld: 'http://127.0.0.1:8/meld',
      coinbase: 'http://127.0.0.1:9/',
      onrampCheckout: 'http://127.0.0.1:10/checkout',
    }
    expect(parseOptions({ urls }).urls).toEqual(urls)
  })

  test('local features override the defaults key by key', () => {
    const features = resolveFeatures({ send: false, swaps: false, onramp: true, socials: ['github'] })
    expect(features).toMatchObject({ send: false, receive: true, swaps: false, onramp: ['meld', 'coinbase'] })
    expect(features.socials).toEqual(['github'])
  })

  test('the networks are copied, not frozen in place', () => {
    const options = parseOptions({ networks: [mainnet] })
    expect(options.networks[0]).toEqual(mainnet)
    expect(options.networks[0]).not.toBe(mainnet)
  })

  test("a network keeps AppKit's image fields (assets); a wrong one is a clear error naming it", () => {
    const arbitrum = { ...mainnet, assets: { imageId: 'f0e0c0a0', imageUrl: 'https://app.test/arb.svg' } }
    expect(parseOptions({ networks: [arbitrum] }).networks[0]?.assets).toEqual(arbitrum.assets)
    expect(() => parseOptions({ networks: [{ ...mainnet, assets: { imageId: 7 } }] })).toThrow(
      /Invalid options[\s\S]*networks\[0\]\.assets\.imageId/,
    )
  })

  test('enabled feature keys follow the features', () => {
    expect(enabledFeatureKeys(defaultFeatures, { siwx: false })).toEqual([
      'email',
      'socials',
      'swaps',
      'send',
      'receive',
      'onramp',
      'activity',
      'names',
    ])
    const some = resolveFeatures({ email: false, socials: false, swaps: false, onramp: false, activity: false })
    expect(enabledFeatureKeys(some, { siwx: true })).toEqual(['send', 'receive', 'names', 'siwx'])
    // Smart sessions are off by default; on, the sessions plugin is wanted.
    const sessions = resolveFeatures({ smartSessions: true })
    expect(enabledFeatureKeys(sessions, { siwx: false }).at(-1)).toBe('sessions')
  })
})
