import type { SocialProvider } from '../manifest.js'

export type Platform = 'ios' | 'macos' | 'android' | 'other'

const removedInTelegram: Record<Platform, readonly SocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** SPEC §2 Telegram restrictions: iOS removes google, macOS removes x, Android removes facebook and x. */
export function telegramSocials(socials: readonly SocialProvider[], inTelegram: boolean, platform: Platform) {
  if (!inTelegram) return [...socials]
  return socials.filter((social) => !removedInTelegram[platform].includes(social))
}
