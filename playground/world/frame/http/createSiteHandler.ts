// The site's HTTP plumbing: routes (the data API's matcher and body readers), CORS for the control only, and no
// exception escapes. Errors answer `{ error }` (JSON) or an error page (HTML routes).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { compileRoute } from '../../api/http/matchRoute.js'
import { parseJsonBody, readBody } from '../../api/http/readBody.js'
import { RequestError } from '../../api/http/replies.js'
import type { ApiReply, ApiRequest, Route } from '../../api/http/types.js'
import { requestUrl } from '../../http/requestUrl.js'
import { messagePage } from '../pages/layout.js'
import { FrameRequestError } from '../site/FrameRequestError.js'

export type SiteRoute = Route & { page?: boolean }

const controlCors = (message: IncomingMessage): Record<string, string> => ({
  'access-control-allow-origin': message.headers.origin ?? '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': message.headers['access-control-request-headers'] ?? '*',
  'access-control-max-age': '86400',
})

function send(response: ServerResponse, reply: ApiReply, extra: Record<string, string>) {
  const isJson = reply.json !== undefined
  response.writeHead(reply.status, {
    'cache-control': 'no-store',
    ...extra,
    ...(isJson
      ? { 'content-type': 'application/json' }
      : reply.contentType
        ? { 'content-type': reply.contentType }
        : {}),
    ...reply.headers,
  })
  response.end(isJson ? JSON.stringify(reply.json) : (reply.body ?? ''))
}

const refusal = (route: SiteRoute | undefined, status: number, text: string): ApiReply =>
  route?.page
    ? { status, body: messagePage('Something is wrong', text), contentType: 'text/html; charset=utf-8' }
    : { status, json: { error: text } }

export function createSiteHandler(routes: SiteRoute[], baseUrl: () => string) {
  const compiled = routes.map(compileRoute)
  return async (message: IncomingMessage, response: ServerResponse) => {
    let cors: Record<string, string> = {}
    let route: SiteRoute | undefined
    try {
      const url = requestUrl(message, 'http://site.invalid')
      const path = url.pathname
      if (path.startsWith('/__frame/')) cors = controlCors(message)
      const method = message.method ?? 'GET'
      if (method === 'OPTIONS') return send(response, { status: 204 }, cors)
      const byPath = compiled.filter((entry) => entry.match(path))
      const found = byPath.find((entry) => entry.route.method === method)
      route = found?.route as SiteRoute | undefined
      if (!found) return send(response, refusal(route, byPath.length ? 405 : 404, 'Not found'), cors)
      let text: Promise<string> | undefined
      const request: ApiRequest = {
        method,
        path,
        params: found.match(path) ?? {},
        query: url.searchParams,
        headers: message.headers,
        baseUrl: baseUrl(),
        text: () => (text ??= readBody(message)),
        json: async () => parseJsonBody(await request.text()),
      }
      send(response, await found.route.handle(request), cors)
    } catch (error) {
      if (error instanceof RequestError)
        return send(response, refusal(route, error.status, `${error.field}: ${error.description}`), cors)
      if (error instanceof FrameRequestError) return send(response, refusal(route, 400, error.message), cors)
      console.error('[frame site]', error)
      if (response.headersSent) return response.end()
      send(response, refusal(route, 500, error instanceof Error ? error.message : String(error)), cors)
    }
  }
}
