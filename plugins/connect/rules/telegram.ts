import type { SocialProvider } from '../manifest.js'
import { type Platform, telegramSocials } from './telegramSocials.js'

/** What a Telegram mini app's page holds: `window.Telegram.WebApp` (telegram-web-app.js). */
export interface TelegramScope {
  Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } }
}

export interface TelegramContext {
  inTelegram: boolean
  platform: Platform
}

const platforms: Record<string, Platform> = { ios: 'ios', macos: 'macos', android: 'android', android_x: 'android' }

/**
 * A Telegram mini app and its platform, from `Telegram.WebApp`. Outside Telegram, telegram-web-app.js
 * still defines WebApp, with platform 'unknown' and no init data: that is not a mini app.
 */
export function detectTelegram(scope: TelegramScope | undefined): TelegramContext {
  const webApp = scope?.Telegram?.WebApp
  const platform = typeof webApp?.platform === 'string' ? webApp.platform : 'unknown'
  const initData = typeof webApp?.initData === 'string' ? webApp.initData : ''
  const inTelegram = Boolean(webApp) && (platform !== 'unknown' || initData !== '')
  return { inTelegram, platform: platforms[platform] ?? 'other' }
}

/** SPEC §2: the socials the Connect view offers on this page (the Telegram restrictions applied). */
export function offeredSocials(
  socials: false | readonly SocialProvider[],
  scope: TelegramScope | undefined = typeof window === 'undefined' ? undefined : (window as TelegramScope),
): SocialProvider[] {
  if (!socials) return []
  const { inTelegram, platform } = detectTelegram(scope)
  return telegramSocials(socials, inTelegram, platform)
}
