import type { Connector } from 'foyer'
import { describe, expect, test } from 'vitest'
import { defaultFeatures } from '../../../kernel/testing/catalogueFeatures.js'
import {
  buildWalletList,
  isExcluded,
  isInjectedVisible,
  recentListing,
  type WalletListInput,
} from './buildWalletList.js'
import { connectMethodsOrder } from './connectMethodsOrder.js'
import { telegramSocials } from './telegramSocials.js'

const announced: Connector = {
  id: 'dev.foyer.testwallet',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  chain: 'eip155',
  info: { rdns: 'dev.foyer.testwallet' },
}
const browser: Connector = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' }
const external: Connector = { id: 'safe', type: 'EXTERNAL', name: 'Safe', chain: 'eip155' }
const walletConnect: Connector = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }
const listing = (name: string, rdns?: string) => ({ id: `id-${name}`, name, rdns })

const base: WalletListInput = {
  order: defaultFeatures.connectorTypeOrder,
  connectors: [announced, browser, external, walletConnect],
  recent: [],
  featured: [listing('Featured One'), listing('Featured Two')],
  custom: [listing('Custom')],
  recommended: [listing('Recommended One'), listing('Test Wallet', 'dev.foyer.testwallet')],
  excluded: [],
  mobile: false,
  hasInjectedProvider: true,
}
const names = (input: Partial<WalletListInput>) =>
  buildWalletList({ ...base, ...input }).map((entry) => `${entry.kind}:${entry.name}`)

describe('connect methods order', () => {
  const features = { email: true, socials: ['google' as const], connectMethodsOrder: undefined }
  test('email, social, wallet by default', () => {
    expect(connectMethodsOrder({ features, hasInjectedWallets: false })).toEqual(['email', 'social', 'wallet'])
  })
  test('wallet first when injected wallets exist', () => {
    expect(connectMethodsOrder({ features, hasInjectedWallets: true })).toEqual(['wallet', 'email', 'social'])
  })
  test("the developer's order wins", () => {
    const order = connectMethodsOrder({
      features: { ...features, connectMethodsOrder: ['social', 'wallet', 'email'] },
      hasInjectedWallets: true,
    })
    expect(order).toEqual(['social', 'wallet', 'email'])
  })
  test('methods whose feature is off are left out', () => {
    expect(
      connectMethodsOrder({ features: { ...features, email: false, socials: false }, hasInjectedWallets: false }),
    ).toEqual(['wallet'])
  })
})

describe('Telegram restrictions', () => {
  const all = [...(defaultFeatures.socials || [])]
  test('iOS removes google', () => expect(telegramSocials(all, true, 'ios')).not.toContain('google'))
  test('macOS removes x', () => expect(telegramSocials(all, true, 'macos')).toEqual(all.filter((s) => s !== 'x')))
  test('Android removes facebook and x', () =>
    expect(telegramSocials(all, true, 'android')).toEqual(all.filter((s) => s !== 'x' && s !== 'facebook')))
  test('outside Telegram nothing is removed', () => expect(telegramSocials(all, false, 'ios')).toEqual(all))
})

describe('wallet list', () => {
  test('sections follow the connector type order', () => {
    expect(names({})).toEqual([
      'walletConnect:WalletConnect',
      'injected:Test Wallet',
      'injected:Browser Wallet',
      'featured:Featured One',
      'featured:Featured Two',
      'custom:Custom',
      'external:Safe',
      'recommended:Recommended One',
    ])
  })

  test('a custom order is followed', () => {
    expect(names({ order: ['recommended', 'injected'] })).toEqual([
      'recommended:Recommended One',
      'injected:Test Wallet',
      'injected:Browser Wallet',
    ])
  })

  test('an installed wallet is never a featured or recommended listing, whatever the order', () => {
    const installedListing = listing('Test Wallet', 'dev.foyer.testwallet')
    for (const order of [
      ['featured', 'recommended', 'injected'],
      ['recommended', 'featured', 'injected'],
      ['injected', 'featured', 'recommended'],
    ] as const)
      expect(
        names({ order: [...order], featured: [installedListing], recommended: [installedListing] }).filter((name) =>
          name.endsWith('Test Wallet'),
        ),
        order.join(','),
      ).toEqual(['injected:Test Wallet'])
  })

  test("the app's own connector of a wallet is never hidden by that wallet's featured listing (Coinbase's SDK)", () => {
    const coinbase: Connector = {
      id: 'coinbaseWalletSDK',
      type: 'EXTERNAL',
      name: 'Coinbase Wallet',
      chain: 'eip155',
      explorerId: 'fd20dc42',
    }
    const featured = { id: 'fd20dc42', name: 'Coinbase Wallet' }
    expect(
      names({ connectors: [announced, coinbase], featured: [featured], recommended: [featured] }).filter((name) =>
        name.endsWith('Coinbase Wallet'),
      ),
    ).toEqual(['external:Coinbase Wallet'])
  })

  test('a recent wallet is never a featured or recommended listing, whatever the order', () => {
    const phoneWallet = { ...listing('Phone Wallet'), image_url: 'https://img.example/phone.png' }
    expect(
      names({
        order: ['featured', 'recommended', 'recent'],
        recent: [phoneWallet],
        featured: [listing('Phone Wallet')],
        recommended: [listing('Phone Wallet'), listing('Recommended One')],
      }),
    ).toEqual(['recommended:Recommended One', 'recent:Phone Wallet'])
  })

  test('a wallet whose section is not shown stays listed as featured or recommended', () => {
    expect(
      names({ order: ['recommended'], recent: [listing('Phone Wallet')], recommended: [listing('Phone Wallet')] }),
    ).toEqual(['recommended:Phone Wallet'])
  })

  test('a stored recent wallet keeps its image', () => {
    expect(recentListing({ id: 'a', name: 'A', imageUrl: 'https://img.example/a.png', rdns: 'io.a' })).toEqual({
      id: 'a',
      name: 'A',
      image_url: 'https://img.example/a.png',
      rdns: 'io.a',
    })
    const [entry] = buildWalletList({
      ...base,
      order: ['recent'],
      recent: [recentListing({ id: 'a', name: 'A', imageUrl: 'https://img.example/a.png' })],
    })
    expect(entry && 'wallet' in entry ? entry.wallet.image_url : undefined).toBe('https://img.example/a.png')
  })

  test('an installed wallet is not repeated as recommended', () => {
    expect(names({}).filter((name) => name.endsWith('Test Wallet'))).toEqual(['injected:Test Wallet'])
  })

  test('a recent wallet shows in the recent section, as its connector when installed', () => {
    const entries = buildWalletList({
      ...base,
      recent: [listing('Test Wallet', 'dev.foyer.testwallet'), listing('Mobile Wallet')],
    })
    expect(
      entries.slice(0, 3).map((entry) => [entry.kind, entry.name, 'recent' in entry ? entry.recent : undefined]),
    ).toEqual([
      ['walletConnect', 'WalletConnect', undefined],
      ['injected', 'Test Wallet', true],
      ['recent', 'Mobile Wallet', undefined],
    ])
    expect(entries.filter((entry) => entry.name === 'Test Wallet')).toHaveLength(1)
  })

  test('excluded wallets are hidden by rdns, by case-insensitive name or by id', () => {
    expect(isExcluded({ name: 'Test Wallet', rdns: 'dev.foyer.testwallet' }, ['DEV.FOYER.TESTWALLET'])).toBe(true)
    expect(isExcluded({ name: 'Test Wallet' }, ['test wallet'])).toBe(true)
    expect(isExcluded({ id: 'abc', name: 'X' }, ['abc'])).toBe(true)
    expect(isExcluded({ name: 'Test Wallet', rdns: 'a.b' }, ['Test'])).toBe(false)
    expect(names({ excluded: ['dev.foyer.testwallet', 'featured one'] })).not.toContain('injected:Test Wallet')
    expect(names({ excluded: ['dev.foyer.testwallet', 'featured one'] })).not.toContain('featured:Featured One')
  })

  test('the Browser Wallet is hidden on desktop without an injected provider', () => {
    expect(isInjectedVisible(browser, { mobile: false, hasInjectedProvider: false })).toBe(false)
    expect(isInjectedVisible(browser, { mobile: false, hasInjectedProvider: true })).toBe(true)
    expect(names({ hasInjectedProvider: false })).not.toContain('injected:Browser Wallet')
  })

  test('on mobile it is hidden when it has no rdns and is not installed', () => {
    expect(isInjectedVisible(browser, { mobile: true, hasInjectedProvider: false })).toBe(false)
    expect(
      isInjectedVisible({ ...browser, info: { rdns: 'io.wallet' } }, { mobile: true, hasInjectedProvider: false }),
    ).toBe(true)
    expect(isInjectedVisible(browser, { mobile: true, hasInjectedProvider: true })).toBe(true)
  })

  test('announced wallets are never hidden by those rules', () => {
    expect(isInjectedVisible(announced, { mobile: false, hasInjectedProvider: false })).toBe(true)
  })
})

test('wallets of every namespace are listed, one name in two namespaces twice, a directory listing of it not again', () => {
  const solanaWallet: Connector = { id: 'Test Wallet', type: 'ANNOUNCED', name: 'Test Wallet', chain: 'solana' }
  const entries = buildWalletList({ ...base, connectors: [announced, solanaWallet, walletConnect] })
  expect(
    entries
      .filter((entry) => 'connector' in entry)
      .map((entry) => `${entry.name}:${'connector' in entry && entry.connector.chain}`),
  ).toEqual(['WalletConnect:eip155', 'Test Wallet:eip155', 'Test Wallet:solana'])
  expect(entries.filter((entry) => entry.name === 'Test Wallet')).toHaveLength(2)
})
