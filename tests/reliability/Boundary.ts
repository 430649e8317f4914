import type fc from 'fast-check'

/** What a boundary did with one input. `changed` names what a refused input changed (it must change nothing). */
export type Verdict = { outcome: 'accepted' } | { outcome: 'refused'; changed?: string }

/**
 * One place where outside input is parsed, driven through the real module. `check` returns what happened;
 * anything it throws is an uncaught error (a refusal must be a FoyerError or a schema failure, caught there).
 */
export interface Boundary<T = unknown> {
  name: string
  input: fc.Arbitrary<T>
  check(input: T): Verdict | Promise<Verdict>
  /** Called once after the run (instances to destroy). */
  teardown?(): void | Promise<void>
}

export const accepted: Verdict = { outcome: 'accepted' }
export const refused = (changed?: string): Verdict =>
  changed ? { outcome: 'refused', changed } : { outcome: 'refused' }

/** A JSON copy of a value, for before/after comparisons (undefined when it cannot be serialised). */
export function snapshot(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${item}n` : item))
  } catch {
    return undefined
  }
}
