import { RequestError } from '../http/replies.js'
import type { FaultRule } from './createFaults.js'

export const faultLimits = {
  /** Levels of nesting in a fault's `body`. */
  depth: 32,
  /** A fault's `body` as JSON, in bytes. */
  bodyBytes: 256 * 1024,
  /** `bodyBytes`: the largest padded answer. */
  paddedBytes: 16 * 1024 * 1024,
  /** `delayMs`: the longest wait. */
  delayMs: 60_000,
} as const

/** How deep `value` nests, counted without recursion, stopping once past `limit`. */
function depthOver(value: unknown, limit: number): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true
    level = level.flatMap((item) => (item !== null && typeof item === 'object' ? Object.values(item) : []))
  }
  return false
}

/** Refuses (400) a fault the world could not answer: a body too deep or too large, a delay or size out of range. */
export function checkFaultRule(rule: FaultRule): void {
  const refuse = (field: string, description: string) => {
    throw new RequestError(field, description)
  }
  if (rule.body !== undefined) {
    if (depthOver(rule.body, faultLimits.depth)) refuse('body', `At most ${faultLimits.depth} levels deep`)
    const text = JSON.stringify(rule.body) as string | undefined
    if (text === undefined) refuse('body', 'Not JSON')
    else if (Buffer.byteLength(text) > faultLimits.bodyBytes) refuse('body', `At most ${faultLimits.bodyBytes} bytes`)
  }
  const inRange = (value: number | undefined, max: number) => value === undefined || (value >= 0 && value <= max)
  if (!inRange(rule.delayMs, faultLimits.delayMs)) refuse('delayMs', `From 0 to ${faultLimits.delayMs}`)
  if (!inRange(rule.bodyBytes, faultLimits.paddedBytes)) refuse('bodyBytes', `From 0 to ${faultLimits.paddedBytes}`)
  if (rule.status === undefined && !rule.delayMs && !rule.invalidJson && rule.bodyBytes === undefined)
    refuse('status', 'A fault needs a status, a delay or a body to send')
}
