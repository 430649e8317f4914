import { describe, expect, test } from 'vitest'
import { formatNativeUrl, formatUniversalUrl, walletLinks } from './walletLinks.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300'
const encoded = encodeURIComponent(uri)

describe('wallet links for a pairing URI', () => {
  test('a deep link is the scheme, wc, and the encoded URI', () => {
    expect(formatNativeUrl('metamask://', uri)).toEqual({
      redirect: `metamask://wc?uri=${encoded}`,
      href: 'metamask://',
    })
    expect(formatNativeUrl('foyertest://wc/', uri).redirect).toBe(`foyertest://wc/wc?uri=${encoded}`)
  })

  test('a bare scheme gets :// and loses stray slashes and colons', () => {
    expect(formatNativeUrl('rainbow', uri).redirect).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatNativeUrl('trust:/', uri).href).toBe('trust://')
  })

  test('an http(s) app link is a universal link, with a slash before wc', () => {
    expect(formatNativeUrl('https://link.wallet.example', uri)).toEqual({
      redirect: `https://link.wallet.example/wc?uri=${encoded}`,
      href: 'https://link.wallet.example/',
    })
    expect(formatUniversalUrl('https://app.wallet.example/', uri).redirect).toBe(
      `https://app.wallet.example/wc?uri=${encoded}`,
    )
  })

  test("the wallet's universal link (link mode) comes beside its deep link", () => {
    expect(formatNativeUrl('wallet://', uri, 'https://u.wallet.example').redirectUniversalLink).toBe(
      `https://u.wallet.example/wc?uri=${encoded}`,
    )
  })

  test('a listed wallet offers the links it has', () => {
    expect(
      walletLinks({ mobile_link: 'wallet://', desktop_link: null, webapp_link: 'https://app.wallet.example' }, uri),
    ).toEqual({ mobile: `wallet://wc?uri=${encoded}`, web: `https://app.wallet.example/wc?uri=${encoded}` })
    expect(walletLinks({ mobile_link: null, desktop_link: 'wallet-desktop://' }, uri)).toEqual({
      desktop: `wallet-desktop://wc?uri=${encoded}`,
    })
  })
})
