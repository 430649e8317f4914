import { compileGlob } from '../http/matchGlob.js'
import { checkFaultRule } from './checkFaultRule.js'

export interface FaultRule {
  /** A path glob: `*` within a segment, `**` across segments, e.g. `/v1/account/*\/balance`. */
  route: string
  /** The status to answer, e.g. 429 or 503; absent: 200 with `invalidJson` or `bodyBytes`, else the real answer. */
  status?: number
  /** How many matching requests fail; default 1. `Infinity` until cleared. */
  times?: number
  /** Only this method (any when absent). */
  method?: string
  /** Sent as the Retry-After header (seconds or an HTTP date). */
  retryAfter?: number | string
  /** The body (at most 32 levels deep, 256 KB as JSON); default the data API's error body. */
  body?: unknown
  /** Wait this long (ms, up to 60 s) before answering; alone, the real answer comes late. */
  delayMs?: number
  /** Answer a body that is not valid JSON (with `content-type: application/json`). */
  invalidJson?: boolean
  /** Answer a JSON body of this many bytes (up to 16 MiB): `body` plus a `padding` string, e.g. 1_000_001. */
  bodyBytes?: number
}

interface ActiveFault {
  rule: FaultRule
  matches(path: string): boolean
  remaining: number
}

/** Injected failures: the next N requests matching a route answer a status instead of the real answer. */
export function createFaults() {
  let faults: ActiveFault[] = []
  return {
    /** Adds a rule; one the world could not answer (a body too deep, a delay out of range) is a RequestError. */
    add(rule: FaultRule) {
      checkFaultRule(rule)
      faults.push({ rule, matches: compileGlob(rule.route), remaining: rule.times ?? 1 })
    },
    /** The fault that answers this request, counted as used; undefined when none matches. */
    take(method: string, path: string): FaultRule | undefined {
      const fault = faults.find(
        (candidate) =>
          candidate.remaining > 0 &&
          (!candidate.rule.method || candidate.rule.method.toUpperCase() === method) &&
          candidate.matches(path),
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
