// The frame page's script (runs in the hidden iframe, bundled by esbuild at start). It pins the embedding origin,
// accepts messages only from `window.parent` at that origin, answers malformed ones itself with the shared
// schemas, relays the rest to its own server (same origin) and posts the replies only to that origin.
import {
  createErrorReply,
  createFrameEvent,
  frameProtocolVersion,
  parseAppMessage,
} from '../../../../adapters/embedded/frame/frameMessages.js'
import { createApprovalPanel } from './createApprovalPanel.js'

interface PageConfig {
  /** False when a test made the page fail to load (no READY). */
  ready: boolean
}

const query = new URLSearchParams(location.search)
const config = JSON.parse(document.getElementById('frame-config')?.textContent ?? '{}') as PageConfig
const status = (text: string) => {
  const element = document.getElementById('status')
  if (element) element.textContent = text
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The `origin` parameter (the server also allows only it as frame ancestor); without it, the parent's origin as
 * the browser reports it. When both are known they must agree.
 */
function pinnedOrigin(): string | undefined {
  const given = originOf(query.get('origin') ?? undefined)
  const ancestor = location.ancestorOrigins?.[0]
  if (given) return ancestor && ancestor !== given ? undefined : given
  return ancestor ?? originOf(document.referrer)
}

function deviceId(): string {
  const key = 'foyer-frame-device'
  const fresh = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
  try {
    let id = localStorage.getItem(key)
    if (!id) {
      id = fresh()
      localStorage.setItem(key, id)
    }
    return id
  } catch {
    return fresh()
  }
}

function start(origin: string) {
  const device = deviceId()
  const approvals = createApprovalPanel(device, origin)
  const log = query.get('enableLogger') === 'true' ? console.debug.bind(console, '[frame]') : () => {}
  const post = (message: unknown) => {
    log('→ app', message)
    window.parent.postMessage(message, origin)
  }

  async function relay(data: unknown, name: string, id: string) {
    let body: string
    try {
      body = JSON.stringify({
        deviceId: device,
        appOrigin: origin,
        chainId: query.get('chainId') ?? undefined,
        message: data,
      })
    } catch {
      return post(createErrorReply(name, id, `The ${name} payload is not JSON (serialise bigints as strings)`))
    }
    const send = async () => {
      const response = await fetch('/api/message', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as { replies: unknown[]; reload: boolean }
    }
    try {
      // An RPC request may wait for the visitor: the page shows it with Approve and Reject meanwhile.
      const answer = name === 'RPC_REQUEST' ? await approvals.during(send) : await send()
      for (const reply of answer.replies) post(reply)
      if (answer.reload) location.reload()
    } catch (error) {
      // The site did not answer (it restarted, or is down): SPEC §8's frame text, the cause in the frame's console.
      console.warn('The frame site could not answer', error)
      post(createErrorReply(name, id, 'Something went wrong'))
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== origin) return
    log('← app', event.data)
    const parsed = parseAppMessage(event.data)
    if (!parsed) return
    if (!parsed.ok) return post(createErrorReply(parsed.name, parsed.id, parsed.error))
    void relay(event.data, parsed.message.name, parsed.message.id)
  })
  if (config.ready) post(createFrameEvent('READY', { version: frameProtocolVersion }))
  status(`Embedded by ${origin}`)
}

const origin = window.parent === window ? undefined : pinnedOrigin()
if (origin) start(origin)
else status('This page runs inside an app, in an iframe whose origin matches its origin parameter.')
