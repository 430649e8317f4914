import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** The client went away before the answer was sent (an aborted fetch). */
  abandoned: boolean
}

export interface Reply {
  status?: number
  /** Sent as JSON unless it is a string. */
  body?: unknown
  headers?: Record<string, string>
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string
  /** Every request received, in order. */
  readonly requests: RecordedRequest[]
  /** Answers `method path` (path without query) with `reply`. Unrouted paths get a 404 with a SERVICES §0.4 body. */
  route(method: string, path: string, reply: Reply | Handler): void
  /** The next `times` requests to `path` get `reply` (e.g. a 503 with Retry-After) before its route answers. */
  failNext(path: string, times: number, reply: Reply): void
  /** The requests to `path` (any method). */
  requestsTo(path: string): RecordedRequest[]
  close(): Promise<void>
}

/** A real HTTP server on 127.0.0.1 and a free port, for tests of code that calls outside services. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>()
  const failures = new Map<string, Reply[]>()
  const requests: RecordedRequest[] = []

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1')
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      abandoned: false,
    }
    requests.push(request)
    res.on('close', () => {
      if (!res.writableFinished) request.abandoned = true
    })
    const queued = failures.get(request.path)
    const handler = routes.get(`${request.method} ${request.path}`)
    const reply: Reply = queued?.length
      ? (queued.shift() as Reply)
      : handler
        ? await handler(request)
        : { status: 404, body: { status: 'FAILED', reasons: [{ field: 'path', description: 'Not found' }] } }
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
    res.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, reply) {
      routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply)
    },
    failNext(path, times, reply) {
      failures.set(path, [...(failures.get(path) ?? []), ...Array.from({ length: times }, () => reply)])
    },
    requestsTo: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
