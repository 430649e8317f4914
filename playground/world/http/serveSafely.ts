import type { IncomingMessage, ServerResponse } from 'node:http'
import { RequestError } from '../api/http/replies.js'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * A request listener that no throw or rejection of `handler` escapes (Node exits on an unhandled rejection): a
 * RequestError answers its status, anything else 500 (or ends a started answer), and the server keeps running.
 */
export function serveSafely(name: string, handler: Handler) {
  const fail = (response: ServerResponse, error: unknown) => {
    const refused = error instanceof RequestError
    if (!refused) console.error(`[${name}]`, error)
    if (response.headersSent) return void response.destroy()
    const status = refused ? error.status : 500
    const text = refused ? `${error.field}: ${error.description}` : 'Internal error'
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(text)
  }
  return (request: IncomingMessage, response: ServerResponse) => {
    try {
      Promise.resolve(handler(request, response)).catch((error: unknown) => fail(response, error))
    } catch (error) {
      fail(response, error)
    }
  }
}
