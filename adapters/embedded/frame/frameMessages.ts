// The embedded-wallet frame protocol (SPEC §5, §7; SERVICES.md §5), shared by the product and the world's frame
// site so that the two never drift. Envelope `{ type, payload?, id? }`; app-to-frame types are `@w3m-app/<NAME>`,
// replies `@w3m-frame/<NAME>_SUCCESS` / `_ERROR` (`{ message }`) with the request's id, and the frame's own
// events `@w3m-frame/READY` and `@w3m-frame/SESSION_UPDATE`.
import { randomId } from 'foyer/kit'
import type * as z from 'zod/mini'
import { type AppMessageName, type AppPayload, type AppPayloadInput, appPayloadSchemas } from './appPayloads.js'
import { describeIssues } from './describeIssues.js'
import {
  errorPayloadSchema,
  type FrameEventName,
  type FrameEventPayload,
  frameEventSchemas,
  type SuccessPayload,
  type SuccessPayloadInput,
  successPayloadSchemas,
} from './frameReplies.js'

export * from './appPayloads.js'
export * from './frameReplies.js'
export * from './frameUrl.js'
export { rpcParamsSchemas, rpcRequestPayload, sendCallsParamsSchema } from './rpcRequestPayload.js'
export type { RpcRequestPayload, SendCallsRequest } from './rpcRequestPayload.js'

export const appPrefix = '@w3m-app/'
export const framePrefix = '@w3m-frame/'

export type AppMessage<N extends AppMessageName = AppMessageName> = {
  [K in N]: { type: `${typeof appPrefix}${K}`; id: string; payload?: AppPayloadInput<K> }
}[N]

/** A message as the frame reads it after parsing. */
export type ParsedAppMessage = {
  [K in AppMessageName]: { name: K; id: string; payload: AppPayload<K> }
}[AppMessageName]

/** A frame message as the app reads it after parsing. */
export type ParsedFrameMessage =
  | { [K in AppMessageName]: { kind: 'success'; name: K; id: string; payload: SuccessPayload<K> } }[AppMessageName]
  | { kind: 'error'; name: AppMessageName; id: string; message: string }
  | { [E in FrameEventName]: { kind: 'event'; event: E; payload: FrameEventPayload<E> } }[FrameEventName]

export interface FrameReply {
  type: string
  id: string
  payload?: unknown
}

/** A payload that fails its schema, when building a message. */
export class FrameMessageError extends Error {
  override name = 'FrameMessageError'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const usableId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200
const namePattern = /^[A-Z][A-Z_]{0,63}$/
const isAppMessageName = (name: string): name is AppMessageName => Object.hasOwn(appPayloadSchemas, name)

/** A request id: `crypto.randomUUID()` (DESIGN rule 8), or a UUIDv4 from getRandomValues outside secure contexts. */
export const newRequestId: () => string = randomId

function checked(schema: z.ZodMiniType, value: unknown, what: string): unknown {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new FrameMessageError(`Invalid ${what}: ${describeIssues(parsed.error)}`)
  return parsed.data
}

/** App side: a checked `@w3m-app/<NAME>` message (throws FrameMessageError on a bad payload). */
export function createAppMessage<N extends AppMessageName>(
  name: N,
  payload: AppPayloadInput<N>,
  id: string = newRequestId(),
): AppMessage<N> {
  const message = { type: `${appPrefix}${name}`, id } as AppMessage<N>
  if (payload !== undefined) {
    checked(appPayloadSchemas[name], payload, `${name} payload`)
    message.payload = payload
  }
  return message
}

/**
 * Frame side. `undefined`: not a message to answer (not an object, no `@w3m-app/<NAME>` type, or no usable id).
 * `ok: false`: answer `@w3m-frame/<name>_ERROR` with `error` (unknown type or a payload failing its schema).
 */
export function parseAppMessage(
  data: unknown,
): { ok: true; message: ParsedAppMessage } | { ok: false; name: string; id: string; error: string } | undefined {
  if (!isRecord(data) || typeof data.type !== 'string' || !data.type.startsWith(appPrefix)) return undefined
  const name = data.type.slice(appPrefix.length)
  if (!namePattern.test(name) || !usableId(data.id)) return undefined
  const id = data.id
  if (!isAppMessageName(name)) return { ok: false, name, id, error: `Unknown message type ${data.type}` }
  const parsed = appPayloadSchemas[name].safeParse(data.payload)
  if (!parsed.success) return { ok: false, name, id, error: `Invalid ${name} payload: ${describeIssues(parsed.error)}` }
  return { ok: true, message: { name, id, payload: parsed.data } as ParsedAppMessage }
}

/** Frame side: `@w3m-frame/<NAME>_SUCCESS` (checked against the reply schema). */
export function createSuccessReply<N extends AppMessageName>(
  name: N,
  id: string,
  payload: SuccessPayloadInput<N>,
): FrameReply {
  const reply: FrameReply = { type: `${framePrefix}${name}_SUCCESS`, id }
  if (payload !== undefined) reply.payload = checked(successPayloadSchemas[name], payload, `${name} reply`)
  return reply
}

export const createErrorReply = (name: string, id: string, message: string): FrameReply => ({
  type: `${framePrefix}${name}_ERROR`,
  id,
  payload: { message },
})

export function createFrameEvent<E extends FrameEventName>(event: E, payload: FrameEventPayload<E>) {
  return payload === undefined ? { type: `${framePrefix}${event}` } : { type: `${framePrefix}${event}`, payload }
}

/** App side: a reply or event of the frame, or `undefined` for anything malformed (to be dropped). */
export function parseFrameMessage(data: unknown): ParsedFrameMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string' || !data.type.startsWith(framePrefix)) return undefined
  const type = data.type.slice(framePrefix.length)
  if (Object.hasOwn(frameEventSchemas, type)) {
    const event = type as FrameEventName
    const parsed = frameEventSchemas[event].safeParse(data.payload)
    return parsed.success ? ({ kind: 'event', event, payload: parsed.data } as ParsedFrameMessage) : undefined
  }
  const found = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  const name = found?.[1]
  if (!found || !name || !isAppMessageName(name) || !usableId(data.id)) return undefined
  if (found[2] === 'ERROR') {
    const parsed = errorPayloadSchema.safeParse(data.payload)
    return parsed.success ? { kind: 'error', name, id: data.id, message: parsed.data.message } : undefined
  }
  const parsed = successPayloadSchemas[name].safeParse(data.payload)
  if (!parsed.success) return undefined
  return { kind: 'success', name, id: data.id, payload: parsed.data } as ParsedFrameMessage
}
