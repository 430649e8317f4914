import { describe, expect, test } from 'vitest'
import { defaultFeatures } from '../../../kernel/testing/catalogueFeatures.js'
import { connectMethodsOrder } from './connectMethodsOrder.js'
import { detectTelegram, offeredSocials } from './telegram.js'

const all = [...(defaultFeatures.socials || [])]
const miniApp = (platform: string) => ({ Telegram: { WebApp: { platform, initData: 'query_id=1&user=%7B%7D' } } })

describe('Telegram mini app', () => {
  test('Telegram.WebApp and its platform are detected', () => {
    expect(detectTelegram(miniApp('ios'))).toEqual({ inTelegram: true, platform: 'ios' })
    expect(detectTelegram(miniApp('macos'))).toEqual({ inTelegram: true, platform: 'macos' })
    expect(detectTelegram(miniApp('android_x'))).toEqual({ inTelegram: true, platform: 'android' })
    expect(detectTelegram(miniApp('tdesktop'))).toEqual({ inTelegram: true, platform: 'other' })
  })

  test('a page without Telegram, or with its script but outside Telegram, is not a mini app', () => {
    expect(detectTelegram(undefined).inTelegram).toBe(false)
    expect(detectTelegram({}).inTelegram).toBe(false)
    expect(detectTelegram({ Telegram: { WebApp: { platform: 'unknown', initData: '' } } }).inTelegram).toBe(false)
  })

  test('the socials offered in a mini app on iOS leave out google', () => {
    expect(offeredSocials(all, miniApp('ios'))).toEqual(all.filter((s) => s !== 'google'))
  })

  test('on macOS x is left out', () => {
    expect(offeredSocials(all, miniApp('macos'))).toEqual(all.filter((s) => s !== 'x'))
  })

  test('on Android facebook and x are left out', () => {
    expect(offeredSocials(all, miniApp('android'))).toEqual(all.filter((s) => s !== 'x' && s !== 'facebook'))
  })

  test('outside Telegram every configured social is offered; socials off offers none', () => {
    expect(offeredSocials(all, {})).toEqual(all)
    expect(offeredSocials(false, miniApp('ios'))).toEqual([])
  })

  test('when only restricted socials are configured, the social method is not offered', () => {
    const socials = offeredSocials(['facebook', 'x'], miniApp('android'))
    expect(socials).toEqual([])
    const features = { email: true, socials, connectMethodsOrder: undefined }
    expect(connectMethodsOrder({ features, hasInjectedWallets: false })).toEqual(['email', 'wallet'])
  })
})
