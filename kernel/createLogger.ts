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

const encoder = new TextEncoder()

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
  const buffer: { line: string; bytes: number }[] = []
  let total = 0

  const keep = (line: string) => {
    let bytes = encoder.encode(line).length
    if (bytes > maxBytes) {
      // A UTF-16 unit is at most 3 UTF-8 bytes, so this cut always fits.
      line = line.slice(0, Math.floor(maxBytes / 3))
      bytes = encoder.encode(line).length
    }
    buffer.push({ line, bytes })
    total += bytes
    while (total > maxBytes) total -= buffer.shift()?.bytes ?? 0
  }

  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, ...details: unknown[]) => {
      const text = [message, ...details.map(describe)].join(' ')
      keep(`${new Date(clock.now()).toISOString()} ${at.toUpperCase()} ${text}`)
      if (ranks[at] <= ranks[level]) out?.[at](`[foyer] ${message}`, ...details)
    }

  return {
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    debug: log('debug'),
    lines: () => buffer.map((entry) => entry.line),
  }
}
