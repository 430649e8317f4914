import type { IncomingMessage, ServerResponse } from 'node:http'
import { isSiwxRefusal, type SiwxServer } from './createSiwxServer.js'
import { defaultMaxBodyBytes, readRequestBody } from './readRequestBody.js'

export interface CreateSiwxHandlerParameters {
  server: SiwxServer
  /** Where the handler answers; default `/siwx` (`GET /siwx/nonce`, `POST /siwx/verify`). */
  path?: string
  /** Origins allowed to call from another origin (CORS); none by default (same origin). */
  allowOrigin?: (origin: string) => boolean
  /** The longest body `POST {path}/verify` reads, in bytes; a longer one is 413 SIWX_BODY_TOO_LARGE. Default 100,000. */
  maxBodyBytes?: number
}

/** A Node request handler; resolves true when it answered, false when the request is not its own. */
export type SiwxRequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>

const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const stringField = (body: unknown, key: string) => {
  const value = (body as Record<string, unknown> | null)?.[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * The app server's sign-in routes, to mount in its own Node server (`http.createServer`, Express, ...):
 * `GET {path}/nonce` answers `{ nonce }` (single use); `POST {path}/verify` with `{ message, signature }` answers
 * `{ address, chainId }` when the message verifies, else 401 `{ code, message }` (a replay: SIWX_NONCE_UNKNOWN); a body
 * without both strings is 400 SIWX_BAD_REQUEST, one over `maxBodyBytes` 413 SIWX_BODY_TOO_LARGE.
 */
export function createSiwxHandler({
  server,
  path = '/siwx',
  allowOrigin,
  maxBodyBytes = defaultMaxBodyBytes,
}: CreateSiwxHandlerParameters): SiwxRequestHandler {
  return async (request, response) => {
    // A request target no URL parser takes is not one of its routes: the app's server answers it.
    const url = URL.canParse(request.url ?? '/', 'http://app.invalid')
      ? new URL(request.url ?? '/', 'http://app.invalid')
      : undefined
    if (url?.pathname !== `${path}/nonce` && url?.pathname !== `${path}/verify`) return false
    const origin = request.headers.origin
    const cors: Record<string, string> =
      origin && allowOrigin?.(origin)
        ? { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type', vary: 'Origin' }
        : {}
    const reply = (status: number, body?: unknown) => {
      response.writeHead(status, { ...cors, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
      response.end(body === undefined ? '' : JSON.stringify(body))
      return true
    }
    if (request.method === 'OPTIONS') return reply(204)
    if (url.pathname === `${path}/nonce`)
      return request.method === 'GET' ? reply(200, { nonce: server.nonce() }) : reply(405, { code: 'METHOD' })
    if (request.method !== 'POST') return reply(405, { code: 'METHOD' })
    const text = await readRequestBody(request, maxBodyBytes)
    if (text === undefined)
      return reply(413, { code: 'SIWX_BODY_TOO_LARGE', message: `the body is over ${maxBodyBytes} bytes` })
    const body = parseJson(text)
    const message = stringField(body, 'message')
    const signature = stringField(body, 'signature')
    if (!message || !signature)
      return reply(400, { code: 'SIWX_BAD_REQUEST', message: 'message and signature are required' })
    try {
      const data = await server.verify({ message, signature })
      return reply(200, { address: data.accountAddress, chainId: data.chainId })
    } catch (error) {
      if (!isSiwxRefusal(error)) throw error
      return reply(401, { code: error.code, message: error.shortMessage })
    }
  }
}
