// For the site's own tests in Node: one device talking to the site exactly as its frame page does
// (POST /api/message), without a browser. The page's postMessage layer is tested in Chromium.
import {
  type AppMessageName,
  type AppPayloadInput,
  createAppMessage,
  type ParsedFrameMessage,
  parseFrameMessage,
  type SuccessPayload,
} from '../../../../adapters/embedded/frame/frameMessages.js'
import { randomToken } from '../site/createDevices.js'

export class FrameErrorReply extends Error {
  override name = 'FrameErrorReply'
}

export interface FrameDeviceOptions {
  deviceId?: string
  appOrigin?: string
  chainId?: string
}

export function frameDevice(siteUrl: string, options: FrameDeviceOptions = {}) {
  const origin = new URL(siteUrl).origin
  const deviceId = options.deviceId ?? randomToken(16)
  const appOrigin = options.appOrigin ?? 'http://127.0.0.1:5173'
  /** Everything the page would post for this raw message, parsed as the product parses it (undefined = dropped). */
  async function post(message: unknown): Promise<{ raw: unknown[]; parsed: (ParsedFrameMessage | undefined)[] }> {
    const response = await fetch(`${origin}/api/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId, appOrigin, chainId: options.chainId, message }),
    })
    if (!response.ok) throw new Error(`POST /api/message: HTTP ${response.status} ${await response.text()}`)
    const { replies } = (await response.json()) as { replies: unknown[] }
    return { raw: replies, parsed: replies.map(parseFrameMessage) }
  }
  /** Sends one message; resolves with the success payload, throws FrameErrorReply with the error message. */
  async function request<N extends AppMessageName>(name: N, payload?: AppPayloadInput<N>): Promise<SuccessPayload<N>> {
    const message = createAppMessage(name, payload as AppPayloadInput<N>)
    const { parsed } = await post(message)
    const reply = parsed.find((entry) => entry && entry.kind !== 'event' && entry.id === message.id)
    if (!reply || reply.kind === 'event') throw new Error(`no valid reply to ${name}`)
    if (reply.kind === 'error') throw new FrameErrorReply(reply.message)
    if (reply.name !== name) throw new Error(`${name} was answered as ${reply.name}`)
    return reply.payload as SuccessPayload<N>
  }
  return { deviceId, post, request }
}
export type FrameDevice = ReturnType<typeof frameDevice>
