import { language } from './t.js'

/** A signed amount of a unit from now in the language in use, through Intl ("3 minutes ago", "hier", "قبل ٣ دقائق"). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(language.locale, { numeric: 'auto' }).format(value, unit)
}
