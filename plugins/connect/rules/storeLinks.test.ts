import { describe, expect, test } from 'vitest'
import { isHttpsLink } from './safeLinks.js'
import { storeLinks } from './storeLinks.js'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const other = 'Mozilla/5.0 (Mobile; rv:120.0) Gecko/120.0 Firefox/120.0'
const wallet = {
  app_store: 'https://apps.apple.com/app/wallet/id1',
  play_store: 'https://play.google.com/store/apps/details?id=wallet',
}

describe('store links offered when a wallet app did not open', () => {
  test('an iPhone is offered the App Store, an Android phone Google Play, another phone both', () => {
    expect(storeLinks(wallet, iphone)).toEqual({ appStore: wallet.app_store })
    expect(storeLinks(wallet, android)).toEqual({ playStore: wallet.play_store })
    expect(storeLinks(wallet, other)).toEqual({ appStore: wallet.app_store, playStore: wallet.play_store })
  })

  test('only an https page is offered: http, a hostile scheme or none leaves that store out', () => {
    expect(storeLinks({ app_store: 'http://apps.apple.com/app/wallet/id1', play_store: null }, other)).toEqual({})
    expect(storeLinks({ app_store: 'javascript:alert(1)', play_store: 'data:text/html,x' }, other)).toEqual({})
    expect(storeLinks({}, iphone)).toEqual({})
  })

  test('https links are https URLs with nothing a browser would reinterpret', () => {
    expect(isHttpsLink('https://apps.apple.com/app/x/id1')).toBe(true)
    for (const bad of ['http://apps.apple.com/', 'https://a b.example', 'HTTPS:foo', 'javascript:1', '', 7, undefined])
      expect(isHttpsLink(bad), String(bad)).toBe(false)
  })
})
