import { describe, expect, test } from 'vitest'
import { createTestClock } from '../../../kernel/testing/createTestClock.js'
import { createSearchWait } from './searchWait.js'

function typing() {
  const clock = createTestClock()
  const searches: { query: string; at: number }[] = []
  const wait = createSearchWait(clock, (query) => searches.push({ query, at: clock.now() }))
  /** Types `text` one character every `gapMs`; returns when the last key went down. */
  const type = (text: string, gapMs = 50) => {
    for (let end = 1; end <= text.length; end++) {
      if (end > 1) clock.advance(gapMs)
      wait.type(text.slice(0, end))
    }
    return clock.now()
  }
  return { clock, searches, wait, type }
}

describe('wallet search wait', () => {
  test('fast typing searches once, 300 ms after the last key', () => {
    const { clock, searches, type } = typing()
    const lastKey = type('test wallet')
    clock.advance(299)
    expect(searches).toEqual([])
    clock.advance(1)
    expect(searches).toEqual([{ query: 'test wallet', at: lastKey + 300 }])
  })

  test('a pause of 300 ms between keys searches for what was typed so far', () => {
    const { clock, searches, type } = typing()
    type('te', 300)
    expect(searches.map((search) => search.query)).toEqual(['t'])
    clock.advance(300)
    expect(searches.map((search) => search.query)).toEqual(['t', 'te'])
  })

  test('the text is trimmed, and the same search is not asked again', () => {
    const { clock, searches, type } = typing()
    type('safe')
    clock.advance(300)
    type('safe  ')
    clock.advance(300)
    expect(searches.map((search) => search.query)).toEqual(['safe'])
  })

  test('clearing the box goes back to the whole list', () => {
    const { clock, searches, wait, type } = typing()
    type('safe')
    clock.advance(300)
    wait.type('')
    clock.advance(300)
    expect(searches.map((search) => search.query)).toEqual(['safe', ''])
  })

  test('a search still waiting is forgotten when the view goes away', () => {
    const { clock, searches, wait, type } = typing()
    type('safe')
    wait.cancel()
    clock.advance(1000)
    expect(searches).toEqual([])
  })
})
