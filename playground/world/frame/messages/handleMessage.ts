// One app message relayed by the frame page (POST /api/message): parsed with the shared schemas, handled,
// answered with its _SUCCESS or _ERROR (checked against the reply schema), then the faults a test set apply.
import {
  createErrorReply,
  createFrameEvent,
  createSuccessReply,
  type FrameReply,
  parseAppMessage,
} from '../../../../adapters/embedded/frame/frameMessages.js'
import { garbageReply } from '../control/createFrameFaults.js'
import type { SiteState } from '../site/SiteState.js'
import { findChain, isSolanaChain } from '../site/sessions.js'
import { handlers } from './handlers.js'
import type { MessageContext } from './MessageContext.js'

export interface PageRequest {
  deviceId: string
  /** The embedding origin the page pinned. */
  appOrigin: string
  /** The page's chainId parameter: a new device starts on it. */
  chainId?: string
  message: unknown
}

/** What the page posts to the app, in order, and whether it reloads afterwards. */
export interface PageAnswer {
  replies: unknown[]
  reload: boolean
}

export function errorText(error: unknown): string {
  const candidate = error as { shortMessage?: unknown; message?: unknown }
  if (typeof candidate?.shortMessage === 'string') return candidate.shortMessage
  if (typeof candidate?.message === 'string' && candidate.message) return candidate.message
  return 'An error occurred'
}

function startChain(site: SiteState, chainId: string | undefined) {
  if (isSolanaChain(site, chainId)) return 'solana' as const
  try {
    return chainId ? findChain(site, chainId).chainId : undefined
  } catch {
    return undefined
  }
}

export async function handleMessage(site: SiteState, request: PageRequest): Promise<PageAnswer> {
  const parsed = parseAppMessage(request.message)
  if (!parsed) return { replies: [], reload: false }
  const device = site.devices.touch(request.deviceId, startChain(site, request.chainId))
  device.origin = request.appOrigin
  const { name, id } = parsed.ok ? parsed.message : parsed
  const payload = parsed.ok ? parsed.message.payload : (request.message as { payload?: unknown }).payload
  const record = (outcome: 'success' | 'error' | 'dropped' | 'garbage', error?: string) =>
    site.records.message({
      deviceId: device.id,
      name,
      id,
      payload,
      outcome,
      at: site.now(),
      ...(error ? { error } : {}),
    })
  if (!parsed.ok) {
    record('error', parsed.error)
    return { replies: [createErrorReply(name, id, parsed.error)], reload: false }
  }

  const context: MessageContext = { site, device, appOrigin: request.appOrigin, events: [], reload: false }
  let reply: FrameReply
  let failure: string | undefined
  try {
    const handle = handlers[parsed.message.name] as (context: MessageContext, payload: unknown) => unknown
    reply = createSuccessReply(parsed.message.name, id, (await handle(context, parsed.message.payload)) as never)
  } catch (error) {
    failure = errorText(error)
    reply = createErrorReply(name, id, failure)
    context.events = []
    context.reload = false
  }
  const delay = site.faults.delayFor(name)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
  if (site.faults.drops(name)) {
    record('dropped')
    return { replies: [], reload: false }
  }
  if (site.faults.garbles(name)) {
    record('garbage')
    return { replies: [garbageReply(name, id)], reload: false }
  }
  record(failure === undefined ? 'success' : 'error', failure)
  const events = context.events.map(({ event, payload }) => createFrameEvent(event, payload as never))
  return { replies: [reply, ...events], reload: context.reload }
}
