import { globToRegExp } from '../http/matchRoute.js'

export interface FaultRule {
  /** A path glob: `*` within a segment, `**` across segments, e.g. `/v1/account/*\/balance`. */
  route: string
  /** The status to answer, e.g. 429 or 503. */
  status: number
  /** How many matching requests fail; default 1. `Infinity` until cleared. */
  times?: number
  /** Only this method (any when absent). */
  method?: string
  /** Sent as the Retry-After header (seconds or an HTTP date). */
  retryAfter?: number | string
  /** The body; default the data API's error body. */
  body?: unknown
}

interface ActiveFault {
  rule: FaultRule
  pattern: RegExp
  remaining: number
}

/** Injected failures: the next N requests matching a route answer a status instead of the real answer. */
export function createFaults() {
  let faults: ActiveFault[] = []
  return {
    add(rule: FaultRule) {
      faults.push({ rule, pattern: globToRegExp(rule.route), remaining: rule.times ?? 1 })
    },
    /** The fault that answers this request, counted as used; undefined when none matches. */
    take(method: string, path: string): FaultRule | undefined {
      const fault = faults.find(
        (candidate) =>
          candidate.remaining > 0 &&
          (!candidate.rule.method || candidate.rule.method.toUpperCase() === method) &&
          candidate.pattern.test(path),
      )
      if (!fault) return undefined
      fault.remaining -= 1
      faults = faults.filter((candidate) => candidate.remaining > 0)
      return fault.rule
    },
    list: () => faults.map((fault) => ({ ...fault.rule, remaining: fault.remaining })),
    clear() {
      faults = []
    },
  }
}
export type Faults = ReturnType<typeof createFaults>
