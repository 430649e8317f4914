import { type Clock, systemClock } from './clock.js'

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

export interface Logger {
  error(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
  /** The recent log lines (at most 1,024,000 bytes), newest last. */
  lines(): readonly string[]
}

/** SPEC §9: the log buffer holds at most 1,024,000 bytes (UTF-8). */
export const maxLogBytes = 1_024_000

const ranks: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

export interface CreateLoggerParameters {
  /** What is printed to the console; every line is kept in the buffer whatever the level. Default 'error'. */
  level?: LogLevel
  console?: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>
  clock?: Clock
  maxBytes?: number
}

/** The UTF-8 length of `text`, counted without encoding it (a lone surrogate counts as U+FFFD's 3 bytes, as encoding gives). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}

/** A line's time as written: ISO 8601, or 'Invalid Date' where the clock gives no time. */
function stamp(at: number): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString()
}

/** The length of `stamp(at)` without writing it for the usual times: 24 characters from 1970 to the year 9999. */
const stampLength = (at: number) => (at >= 0 && at < 253_402_300_800_000 ? 24 : stamp(at).length)

function describe(detail: unknown): string {
  if (typeof detail === 'string') return detail
  if (detail instanceof Error) return detail.stack ?? `${detail.name}: ${detail.message}`
  try {
    return JSON.stringify(detail) ?? String(detail)
  } catch {
    return String(detail)
  }
}

/**
 * A logger that prints at `level` and above, and keeps every line of every level in a ring buffer of
 * at most `maxBytes`, oldest dropped first (for a "copy logs" button or a bug report).
 */
export function createLogger({
  level = 'error',
  console: out = globalThis.console,
  clock = systemClock,
  maxBytes = maxLogBytes,
}: CreateLoggerParameters = {}): Logger {
  // A line is kept as its parts and written out when the lines are asked for (rarely: a bug report), so logging
  // formats no date and encodes nothing (a first open logs each failed service call). Its bytes start as a bound
  // (a UTF-16 unit is at most 3 UTF-8 bytes) and are counted only when the bounds together pass `maxBytes`.
  const buffer: { at: number; level: string; text: string; bytes: number }[] = []
  let total = 0
  let counted = 0 // buffer[0 .. counted) hold their exact bytes; the rest their bounds

  const prefixOf = (at: number, level: string) => stampLength(at) + level.length + 2 // the time, a space, the level's word, a space
  const fit = () => {
    while (total > maxBytes && counted < buffer.length) {
      const line = buffer[counted++] as (typeof buffer)[number]
      const exact = prefixOf(line.at, line.level) + utf8Length(line.text)
      total -= line.bytes - exact
      line.bytes = exact
    }
    while (total > maxBytes) {
      total -= buffer.shift()?.bytes ?? 0
      counted = Math.max(0, counted - 1)
    }
  }
  const keep = (at: number, level: string, text: string) => {
    const prefix = prefixOf(at, level)
    if (prefix + text.length * 3 > maxBytes && prefix + utf8Length(text) > maxBytes)
      text = text.slice(0, Math.max(0, Math.floor((maxBytes - prefix) / 3))) // at most 3 bytes a unit: this fits
    const bytes = prefix + text.length * 3
    buffer.push({ at, level, text, bytes })
    total += bytes
    if (total > maxBytes) fit()
  }

  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, ...details: unknown[]) => {
      keep(clock.now(), at.toUpperCase(), [message, ...details.map(describe)].join(' '))
      if (ranks[at] <= ranks[level]) out?.[at](`[foyer] ${message}`, ...details)
    }

  return {
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    debug: log('debug'),
    lines: () => buffer.map(({ at, level, text }) => `${stamp(at)} ${level} ${text}`),
  }
}
