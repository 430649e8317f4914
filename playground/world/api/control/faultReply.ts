import { failed } from '../http/replies.js'
import type { ApiReply } from '../http/types.js'
import type { FaultRule } from './createFaults.js'

const jsonType = 'application/json'

/** `body` (an object, default `{}`) with a `padding` string that makes its JSON exactly `bytes` long (or just over). */
function padded(body: unknown, bytes: number): string {
  const base = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { body }
  const empty = JSON.stringify({ ...base, padding: '' })
  return JSON.stringify({ ...base, padding: 'x'.repeat(Math.max(0, bytes - Buffer.byteLength(empty))) })
}

/** What a fault answers instead of the route; undefined when it only delays the real answer. */
export function faultReply(rule: FaultRule): ApiReply | undefined {
  const changesBody = rule.invalidJson || rule.bodyBytes !== undefined
  if (rule.status === undefined && !changesBody) return undefined
  const status = rule.status ?? 200
  const headers = rule.retryAfter === undefined ? undefined : { 'retry-after': String(rule.retryAfter) }
  const common = { status, ...(headers ? { headers } : {}) }
  if (rule.invalidJson) return { ...common, body: '{"status":"FAILED","reasons":[{"field":', contentType: jsonType }
  if (rule.bodyBytes !== undefined) return { ...common, body: padded(rule.body, rule.bodyBytes), contentType: jsonType }
  return {
    ...(rule.body === undefined ? failed(status, 'fault', `Injected fault: ${status}`) : { json: rule.body }),
    ...common,
  }
}
