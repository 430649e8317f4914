import { describe, expect, test } from 'vitest'
import { checkedCoinbaseUrl, meldCheckoutUrl } from './checkoutUrl.js'

const urls = {
  api: 'https://api.test',
  meld: 'https://meldcrypto.com',
  coinbase: 'https://pay.coinbase.com',
} as Parameters<typeof checkedCoinbaseUrl>[0]

describe('checkout URLs', () => {
  test("Meld's page carries the purchase, on its host or the one onramp checkout host", () => {
    const query = { symbol: 'USDC', address: '0xabc', projectId: 'p', amount: '100', currency: 'USD' }
    const url = new URL(meldCheckoutUrl(urls, query))
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      destinationCurrencyCode: 'USDC',
      walletAddress: '0xabc',
      externalCustomerId: 'p',
      sourceAmount: '100',
      sourceCurrencyCode: 'USD',
    })
    const local = { ...urls, onrampCheckout: 'http://127.0.0.1:4100/__world/meld' }
    expect(meldCheckoutUrl(local, query)).toMatch(/^http:\/\/127\.0\.0\.1:4100\/__world\/meld\?/)
  })

  test("a generated URL opens only on Coinbase's host, never another scheme or host", () => {
    expect(checkedCoinbaseUrl(urls, 'https://pay.coinbase.com/buy?x=1')).toBe('https://pay.coinbase.com/buy?x=1')
    for (const bad of ['javascript:alert(1)', 'https://evil.test/buy', 'not a url'])
      expect(() => checkedCoinbaseUrl(urls, bad)).toThrow(/not on the provider's host/)
  })
})
