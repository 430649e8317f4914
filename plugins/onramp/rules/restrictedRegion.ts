import type { ResolvedOptions } from 'foyer'
import { t } from 'foyer/kit'

/** SPEC §5: the restricted timezones (Asia/…). */
export const restrictedTimeZones = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Beijing',
]

export const restrictedRegionNote = 'Buying crypto is not available in your region'

/** The browser's timezone (IANA name), or undefined where it cannot tell. */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Why Buy is not offered: in a restricted timezone (SPEC §5) the button is hidden and this note shown, unless the
 * app sets `onrampInRestrictedRegions` (it has checked the region itself). The note is in the language in use.
 */
export function onrampUnavailable(
  options: Pick<ResolvedOptions, 'onrampInRestrictedRegions'>,
  timeZone = browserTimeZone(),
): string | undefined {
  if (options.onrampInRestrictedRegions) return undefined
  return timeZone && restrictedTimeZones.includes(timeZone) ? t(restrictedRegionNote) : undefined
}
