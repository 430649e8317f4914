import type { Clock } from 'foyer'

/** SPEC §9: a wallet search waits at least 300 ms after the last keystroke. */
export const searchWaitMs = 300

export interface SearchWait {
  /** The search box now holds `text`. */
  type(text: string): void
  /** Forgets a waiting search (the view went away). */
  cancel(): void
}

/**
 * Turns keystrokes into searches: `search` runs with the trimmed text once typing has paused for
 * `waitMs`, and only when it differs from the last search, so fast typing asks the directory once.
 */
export function createSearchWait(
  clock: Clock,
  search: (query: string) => void,
  { waitMs = searchWaitMs, initial = '' } = {},
): SearchWait {
  let timer: unknown
  let last = initial
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    type(text) {
      cancel()
      timer = clock.setTimeout(() => {
        timer = undefined
        const query = text.trim()
        if (query === last) return
        last = query
        search(query)
      }, waitMs)
    },
    cancel,
  }
}
