// A local WalletConnect relay (the world's stand-in for relay.walletconnect.org) on `ws`. Clients connect with
// `relayUrl: relay.url`; the relay checks their auth token, keeps messages per topic until their TTL, pushes
// irn_subscription to subscribers and pings every socket. It survives its own restart: the mailbox stays, the
// sockets drop, and the clients reconnect and resubscribe by themselves. The same port serves the stand-in for
// WalletConnect Verify over HTTP (`relay.verifyUrl`).
import { createServer, type IncomingMessage, STATUS_CODES } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { type Clock, systemClock } from '../../../kernel/clock.js'
import { RequestError } from '../api/http/replies.js'
import { requestUrl } from '../http/requestUrl.js'
import { serveSafely } from '../http/serveSafely.js'
import { checkRelayAuth } from './checkRelayAuth.js'
import { createMailbox, type Mailbox } from './createMailbox.js'
import { createVerifyStandIn, type VerifyStandIn } from './createVerifyStandIn.js'
import { serveRelaySocket } from './serveRelaySocket.js'

export interface StartRelayOptions {
  /** Default: a free port. */
  port?: number
  /** Time for messages' TTLs and tokens' expiry; default the system clock. */
  clock?: Clock
  /** How often every socket is pinged (ms); the Node client drops a socket unpinged for 35 s. Default 15 s. */
  pingInterval?: number
  /** Logs connections and every frame: `true` (console.log) or a sink. Default: silent; or FOYER_RELAY_DEBUG=1. */
  debug?: boolean | ((line: string) => void)
}

export interface Relay {
  /** `ws://127.0.0.1:PORT`, the clients' `relayUrl`. */
  url: string
  /** `http://127.0.0.1:PORT`: the Verify stand-in, where `https://verify.walletconnect.org` would be. */
  verifyUrl: string
  verify: VerifyStandIn
  /** Messages kept, sockets and subscriptions: for tests. */
  mailbox: Mailbox
  /** Open client sockets. */
  connections(): number
  /** The last lines of the relay's log (connections and frames, timestamped), kept whether or not `debug` is on. */
  recentLog(): string[]
  /** Drops every socket and listens again on the same port (the mailbox stays). */
  restart(): Promise<void>
  stop(): Promise<void>
}

function sink(debug: StartRelayOptions['debug']): ((line: string) => void) | undefined {
  if (typeof debug === 'function') return debug
  if (debug === true || (debug === undefined && process.env.FOYER_RELAY_DEBUG === '1')) {
    return (line) => console.log(`[relay] ${line}`)
  }
  return undefined
}

/** How many log lines the relay keeps for `recentLog()` (what a failing test prints). */
const recentLines = 300

/** Refuses an upgrade with a plain HTTP status (for clients that did not ask for the close-event style). */
function refuseUpgrade(socket: Socket, status: number, reason: string) {
  if (socket.destroyed) return
  const line = `${status} ${STATUS_CODES[status] ?? 'Refused'}`
  socket.end(`HTTP/1.1 ${line}\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${reason}`)
}

export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const clock = options.clock ?? systemClock
  const debug = sink(options.debug)
  const recent: string[] = []
  const log = (line: string) => {
    recent.push(`${new Date(clock.now()).toISOString().slice(11, 23)} ${line}`)
    if (recent.length > recentLines) recent.splice(0, recent.length - recentLines)
    debug?.(line)
  }
  const mailbox = createMailbox(clock)
  const sockets = new Set<WebSocket>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 })

  const verify = createVerifyStandIn(clock)
  const server = createServer(
    serveSafely('relay', (request, response) => {
      if (verify.handle(request, response)) return
      response.writeHead(426, { 'content-type': 'text/plain' }).end('A WalletConnect relay: connect with WebSocket.')
    }),
  )
  const upgrade = async (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const query = requestUrl(request, 'ws://relay').searchParams
    const auth = await checkRelayAuth(query, clock.now())
    if (!auth.ok) log(`refused: ${auth.reason}`)
    // The real relay answers 401 to the upgrade, or, when the client asks with `useOnCloseEvent=true` (the JS
    // client does), accepts it and closes with 3000 and the reason, which the client surfaces as an error.
    if (!auth.ok && query.get('useOnCloseEvent') !== 'true') return refuseUpgrade(socket, 401, auth.reason)
    if (socket.destroyed) return
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!auth.ok) return ws.close(3000, auth.reason)
      sockets.add(ws)
      ws.once('close', () => sockets.delete(ws))
      serveRelaySocket({ ws, clientId: auth.clientId, mailbox, log })
    })
  }
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy()) // until ws takes the socket, nothing else listens
    upgrade(request, socket, head).catch((error: unknown) => {
      const refused = error instanceof RequestError
      log(`upgrade refused: ${String(error)}`)
      refuseUpgrade(socket, refused ? error.status : 500, refused ? error.message : 'Internal error')
    })
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const close = () =>
    new Promise<void>((resolve) => {
      for (const ws of sockets) ws.terminate()
      sockets.clear()
      server.close(() => resolve())
      server.closeAllConnections()
    })

  const port = await listen(options.port ?? 0)
  const pinger = setInterval(() => {
    for (const ws of sockets) ws.ping()
  }, options.pingInterval ?? 15_000)
  pinger.unref()
  const url = `ws://127.0.0.1:${port}`
  log(`listening on ${url}`)

  return {
    url,
    verifyUrl: `http://127.0.0.1:${port}`,
    verify,
    mailbox,
    connections: () => sockets.size,
    recentLog: () => [...recent],
    async restart() {
      log('restarting')
      await close()
      await listen(port)
    },
    async stop() {
      clearInterval(pinger)
      await close()
      wss.close()
    },
  }
}
