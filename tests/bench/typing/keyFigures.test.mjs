import { describe, expect, test } from 'vitest'
import { keyFigures, summarize } from './keyFigures.mjs'

const key = (name, start, painted, changed = true) => ({ key: name, start, painted, changed })
const entry = (name, startTime, duration, interactionId = 0) => ({ name, startTime, duration, interactionId })

describe('keyFigures', () => {
  test("a key's figure is the longest of its interaction's entries when that is longer than its frames", () => {
    const keys = [key('m', 100, 120), key('e', 300, 330)]
    const entries = [entry('keydown', 100, 48, 7), entry('keyup', 102, 24, 7), entry('keydown', 300, 16, 8)]
    expect(keyFigures(keys, entries)).toEqual([
      { key: 'm', eventMs: 48, frameMs: 20, ms: 48 },
      { key: 'e', eventMs: 16, frameMs: 30, ms: 30 },
    ])
  })

  test('an input entry, which has no interactionId, counts for the key it came after', () => {
    const keys = [key('1', 100, 110), key('2', 300, 310)]
    const entries = [entry('input', 301, 72), entry('keydown', 100, 16, 3)]
    expect(keyFigures(keys, entries).map((figure) => figure.eventMs)).toEqual([16, 72])
  })

  test('entries from before the first key (the click that focused the field) and pointer events count for none', () => {
    const keys = [key('a', 500, 520)]
    const entries = [entry('pointerdown', 90, 200, 1), entry('keydown', 40, 200, 2), entry('click', 510, 300, 4)]
    expect(keyFigures(keys, entries)).toEqual([{ key: 'a', eventMs: null, frameMs: 20, ms: 20 }])
  })

  test('a keyup attributed by its interactionId counts for its keydown even when it starts after the next key', () => {
    const keys = [key('1', 100, 110), key('2', 200, 210)]
    const entries = [entry('keydown', 100, 16, 5), entry('keyup', 205, 96, 5), entry('keydown', 200, 16, 6)]
    expect(keyFigures(keys, entries).map((figure) => figure.eventMs)).toEqual([96, 16])
  })

  test('a key whose value never changed (the field refused it) has no figure', () => {
    expect(keyFigures([key('x', 100, 1200, false)], [entry('keydown', 100, 24, 1)])).toEqual([
      { key: 'x', eventMs: 24, frameMs: null, ms: null },
    ])
  })
})

describe('summarize', () => {
  test('median and max over the numbers only; null when there is none', () => {
    expect(summarize([30, null, 10, 20, 40])).toEqual({ median: 25, max: 40, keys: 4 })
    expect(summarize([5, 1, 3])).toEqual({ median: 3, max: 5, keys: 3 })
    expect(summarize([null])).toBeNull()
  })
})
