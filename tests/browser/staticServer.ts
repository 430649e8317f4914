import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { RequestError } from '../../playground/world/api/http/replies.js'
import { requestUrl } from '../../playground/world/http/requestUrl.js'
import { serveSafely } from '../../playground/world/http/serveSafely.js'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
}

/** A path's percent-escapes decoded; a malformed one is the caller's error (400), not a crash. */
function decodePath(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    throw new RequestError('path', 'Malformed percent-encoding')
  }
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves `root` on 127.0.0.1 at a free port, plus in-memory documents by path (`/world.json`).
 * `documents` is read on every request, so it may be filled after the server starts.
 */
export async function startStaticServer(
  root: string,
  documents: Map<string, () => string>,
  actions: Map<string, () => Promise<unknown>> = new Map(),
  /** Sent with every file and document (e.g. a Content-Security-Policy). */
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = decodePath(requestUrl(request).pathname)
    const action = request.method === 'POST' ? actions.get(path) : undefined
    if (action) {
      try {
        await action()
        response.writeHead(204).end()
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      }
      return
    }
    const document = documents.get(path)
    if (document) {
      response.writeHead(200, { ...headers, 'content-type': types['.json']!, 'cache-control': 'no-store' })
      response.end(document())
      return
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  }
  const server = createServer(serveSafely('static server', handle))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
