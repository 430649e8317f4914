// The "no request leaves the machine" guard of every Chromium test (tests/browser and the world's own): record each
// request and WebSocket of a browser context; a test fails when the list of those bound elsewhere is not empty.
import type { BrowserContext, Page } from 'playwright-core'

/** The schemes a browser fetches over the network; any other (data:, blob:, a wallet app's `wallet://`) sends nothing. */
const networkSchemes = ['http:', 'https:', 'ws:', 'wss:']

/**
 * True for a URL that stays on this machine (127.0.0.1, localhost, or no network at all: a phone's deep link to a
 * wallet app is handed to the system, which here has no app for it).
 */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (!networkSchemes.includes(protocol)) return true
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

export interface RequestLog {
  /** Every request (HTTP or WebSocket) to a host that is not this machine. */
  outbound: string[]
  /** Every request the context's pages made, in order. */
  requests: string[]
}

/**
 * Starts recording `context`'s requests and WebSockets (its pages now and later, popups included). `routed`: URL
 * prefixes the test answers itself with `context.route` (e.g. WalletConnect's hosted Verify sent to the stand-in),
 * which therefore never leave the machine.
 */
export function watchRequests(context: BrowserContext, routed: readonly string[] = []): RequestLog {
  const log: RequestLog = { outbound: [], requests: [] }
  const record = (url: string) => {
    log.requests.push(url)
    if (!isLocal(url) && !routed.some((prefix) => url.startsWith(prefix))) log.outbound.push(url)
  }
  context.on('request', (request) => record(request.url()))
  const watchSockets = (page: Page) => page.on('websocket', (socket) => record(socket.url()))
  for (const page of context.pages()) watchSockets(page)
  context.on('page', watchSockets)
  return log
}
