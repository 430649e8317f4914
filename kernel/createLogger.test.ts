import { describe, expect, test } from 'vitest'
import { createLogger, maxLogBytes, type LogLevel, utf8Length } from './createLogger.js'
import { createTestClock } from './testing/createTestClock.js'

function recordingConsole() {
  const printed: [string, unknown[]][] = []
  const at =
    (level: string) =>
    (message: string, ...details: unknown[]) =>
      printed.push([level, [message, ...details]])
  return { printed, console: { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } }
}

const logAll = (logger: ReturnType<typeof createLogger>) => {
  logger.error('e')
  logger.warn('w')
  logger.info('i')
  logger.debug('d')
}

describe('levels', () => {
  test('the default level prints errors only', () => {
    const { printed, console } = recordingConsole()
    logAll(createLogger({ console }))
    expect(printed).toEqual([['error', ['[foyer] e']]])
  })

  test.each<[LogLevel, string[]]>([
    ['silent', []],
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['info', ['error', 'warn', 'info']],
    ['debug', ['error', 'warn', 'info', 'debug']],
  ])('level %s prints %j', (level, expected) => {
    const { printed, console } = recordingConsole()
    logAll(createLogger({ level, console }))
    expect(printed.map(([at]) => at)).toEqual(expected)
  })

  test('every line is kept, printed or not, with its time and level and its details', () => {
    const { console } = recordingConsole()
    const logger = createLogger({ level: 'silent', console, clock: createTestClock({ start: Date.UTC(2026, 0, 2) }) })
    logger.debug('fetched', { chainId: 1 }, new Error('boom'))
    const [line] = logger.lines()
    expect(line).toMatch(/^2026-01-02T00:00:00.000Z DEBUG fetched {"chainId":1} Error: boom/)
  })
})

describe('the buffer', () => {
  test('holds at most 1,024,000 bytes, dropping the oldest lines first', () => {
    const logger = createLogger({ console: recordingConsole().console })
    const filler = 'x'.repeat(1000)
    for (let index = 0; index < 2000; index++) logger.debug(`${index} ${filler}`)
    const lines = logger.lines()
    const bytes = lines.reduce((sum, line) => sum + new TextEncoder().encode(line).length, 0)
    expect(maxLogBytes).toBe(1_024_000)
    expect(bytes).toBeLessThanOrEqual(1_024_000)
    expect(bytes).toBeGreaterThan(1_024_000 - 1100)
    expect(lines.at(-1)).toContain(' DEBUG 1999 ')
    expect(lines[0]).toContain(` DEBUG ${2000 - lines.length} `)
  })

  test('counts bytes, not characters', () => {
    const logger = createLogger({ console: recordingConsole().console, maxBytes: 200 })
    // Each line is 50 characters but 90 bytes (a euro sign is 3 bytes): 4 would fit by characters, 2 by bytes.
    for (let index = 0; index < 10; index++) logger.info('€'.repeat(20))
    expect(logger.lines()).toHaveLength(2)
  })

  test('a line is dropped only when the lines’ own bytes pass the bound, not a worst case of them', () => {
    const clock = createTestClock({ start: Date.UTC(2026, 0, 2) })
    // Each line is 24 + 1 + 4 + 1 + 50 = 80 bytes (ASCII), though 50 characters could be 150 bytes.
    const logger = createLogger({ console: recordingConsole().console, clock, maxBytes: 200 })
    for (const index of [1, 2]) logger.info(`${index}`.repeat(50))
    expect(logger.lines().map((line) => line.at(-1))).toEqual(['1', '2'])
    logger.info('3'.repeat(50))
    expect(logger.lines().map((line) => line.at(-1))).toEqual(['2', '3'])
    logger.info('€'.repeat(20)) // 90 bytes: 2 and 3 would make 250
    expect(logger.lines().map((line) => line.at(-1))).toEqual(['3', '€'])
  })

  test('a single line longer than the buffer is cut to fit', () => {
    const logger = createLogger({ console: recordingConsole().console, maxBytes: 300 })
    logger.error('€'.repeat(1000))
    expect(new TextEncoder().encode(logger.lines()[0]).length).toBeLessThanOrEqual(300)
  })
})

describe('a line kept, written out when asked for', () => {
  test('a byte count is UTF-8 encoding’s, lone surrogates and pairs included', () => {
    for (const text of ['', 'plain', 'é€😀', '\ud83d', '\ude00x', 'a\ud83d\ud83d\ude00b', '€'.repeat(7)])
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
  })

  test('a clock that gives no time writes Invalid Date, and logging never throws for it', () => {
    const logger = createLogger({ console: recordingConsole().console, clock: createTestClock({ start: Number.NaN }) })
    logger.warn('late')
    expect(logger.lines()).toEqual(['Invalid Date WARN late'])
  })

  test('a time past the year 9999 is written whole and counted whole', () => {
    const at = Date.UTC(10000, 0, 1)
    const written = `${new Date(at).toISOString()} INFO x` // 34 bytes: the stamp is 27 characters, not 24
    const roomy = createLogger({ console: recordingConsole().console, clock: createTestClock({ start: at }) })
    roomy.info('x')
    expect(roomy.lines()).toEqual([written])
    // One byte short of the whole line: its text is cut, and what is kept fits.
    const tight = createLogger({
      console: recordingConsole().console,
      clock: createTestClock({ start: at }),
      maxBytes: 33,
    })
    tight.info('x')
    const [line = ''] = tight.lines()
    expect(line.startsWith(new Date(at).toISOString())).toBe(true)
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(33)
  })
})
