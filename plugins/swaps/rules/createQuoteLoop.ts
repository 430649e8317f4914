import type { Clock } from 'foyer'

export interface QuoteLoopParameters<I, R> {
  clock: Clock
  ask(input: I): Promise<R>
  /** The answer to the latest input (never to an older one). */
  onAnswer(answer: { value: R } | { error: unknown }): void
  /** How long the input must stay before it is asked; how often the same input is asked again. */
  debounceMs: number
  refreshMs: number
}

export interface QuoteLoop<I> {
  /** A new input (undefined: nothing to ask): asked after the debounce; an answer to an older input is dropped. */
  set(input: I | undefined): void
  /** Asks the current input now. */
  retry(): void
  stop(): void
}

/**
 * Quotes while the visitor types: each input is asked `debounceMs` after it last changed, again every `refreshMs`
 * while it stays, and any answer that comes after a newer input is dropped. Framework-free; the clock is injected.
 */
export function createQuoteLoop<I, R>({ clock, ask, onAnswer, debounceMs, refreshMs }: QuoteLoopParameters<I, R>) {
  let generation = 0
  let timer: unknown
  let current: I | undefined
  const schedule = (ms: number) => {
    clock.clearTimeout(timer)
    if (current === undefined) return
    const mine = generation
    const input = current
    timer = clock.setTimeout(() => {
      ask(input).then(
        (value) => {
          if (mine !== generation) return
          onAnswer({ value })
          schedule(refreshMs)
        },
        (error: unknown) => {
          if (mine === generation) onAnswer({ error })
        },
      )
    }, ms)
  }
  const loop: QuoteLoop<I> = {
    set(input) {
      generation++
      current = input
      schedule(debounceMs)
    },
    retry() {
      generation++
      schedule(0)
    },
    stop() {
      generation++
      current = undefined
      clock.clearTimeout(timer)
    },
  }
  return loop
}
