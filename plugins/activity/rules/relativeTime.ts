const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour
const month = (365.25 / 12) * day

type Unit = Intl.RelativeTimeFormatUnit

/**
 * SPEC §9's relative-time thresholds, which are dayjs's (compared, as dayjs does, on values rounded in each
 * unit): up to 44 s in seconds, up to 89 s a minute, up to 44 min in minutes, up to 89 min an hour, up to
 * 21 h in hours, up to 35 h a day, up to 25 days in days, up to 45 days a month, up to 10 months in months,
 * up to 17 months a year, then in years. Returns the amount and the unit.
 */
export function relativeUnit(elapsedMs: number): { value: number; unit: Unit } {
  const ms = Math.abs(elapsedMs)
  const seconds = Math.round(ms / second)
  if (seconds <= 44) return { value: seconds, unit: 'second' }
  if (seconds <= 89) return { value: 1, unit: 'minute' }
  const minutes = Math.round(ms / minute)
  if (minutes <= 44) return { value: minutes, unit: 'minute' }
  if (minutes <= 89) return { value: 1, unit: 'hour' }
  const hours = Math.round(ms / hour)
  if (hours <= 21) return { value: hours, unit: 'hour' }
  if (hours <= 35) return { value: 1, unit: 'day' }
  const days = Math.round(ms / day)
  if (days <= 25) return { value: days, unit: 'day' }
  if (days <= 45) return { value: 1, unit: 'month' }
  const months = Math.round(ms / month)
  if (months <= 10) return { value: months, unit: 'month' }
  if (months <= 17) return { value: 1, unit: 'year' }
  return { value: Math.round(ms / (12 * month)), unit: 'year' }
}

/** How long ago `time` was at `now`, in the visitor's locale through Intl.RelativeTimeFormat ("3 minutes ago"). */
export function relativeTime(time: number, now: number, locale?: string): string {
  const { value, unit } = relativeUnit(now - time)
  const signed = time > now ? value : -value
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(signed, unit)
}
