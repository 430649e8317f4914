import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import type { Faults } from '../control/createFaults.js'
import type { Recorder } from '../control/createRecorder.js'
import { faultReply } from '../control/faultReply.js'
import { requestUrl } from '../../http/requestUrl.js'
import { checkProductParams } from './checkProductParams.js'
import { compileRoute } from './matchRoute.js'
import { parseJsonBody, readBody } from './readBody.js'
import { failed, RequestError } from './replies.js'
import type { ApiReply, ApiRequest, Route } from './types.js'

export interface HandlerParameters {
  routes: Route[]
  faults: Faults
  recorder: Recorder
  baseUrl(): string
}

/** The world's own paths are neither recorded nor faulted. */
const isWorldPath = (path: string) => path.startsWith('/__world/')

function corsHeaders(message: IncomingMessage): Record<string, string> {
  const origin = message.headers.origin
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': message.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': 'Retry-After',
    'access-control-max-age': '86400',
  }
}

function send(response: ServerResponse, reply: ApiReply, cors: Record<string, string>) {
  const isJson = reply.json !== undefined
  const body = isJson ? JSON.stringify(reply.json) : (reply.body ?? '')
  response.writeHead(reply.status, {
    ...cors,
    ...(isJson
      ? { 'content-type': 'application/json' }
      : reply.contentType
        ? { 'content-type': reply.contentType }
        : {}),
    ...reply.headers,
  })
  response.end(body)
}

/** One request: CORS, routing, recording, faults, the common query values, and no exception escapes. */
export function createHandler(parameters: HandlerParameters) {
  const compiled = parameters.routes.map(compileRoute)
  return async (message: IncomingMessage, response: ServerResponse) => {
    const cors = corsHeaders(message)
    try {
      if (message.method === 'OPTIONS') return send(response, { status: 204 }, cors)
      const url = requestUrl(message)
      const method = message.method ?? 'GET'
      const path = url.pathname
      const byPath = compiled.filter((entry) => entry.match(path))
      const found = byPath.find((entry) => entry.route.method === method)
      if (!isWorldPath(path)) {
        parameters.recorder.request({ method, path, query: Object.fromEntries(url.searchParams), at: Date.now() })
        const fault = parameters.faults.take(method, path)
        if (fault?.delayMs) await delay(fault.delayMs)
        const faulted = fault && faultReply(fault)
        if (faulted) return send(response, faulted, cors)
      }
      if (!found) {
        const reply = byPath.length ? failed(405, 'method', `${method} not allowed`) : failed(404, 'path', 'Not found')
        return send(response, reply, cors)
      }
      let text: Promise<string> | undefined
      const request: ApiRequest = {
        method,
        path,
        params: found.match(path) ?? {},
        query: url.searchParams,
        headers: message.headers,
        baseUrl: parameters.baseUrl(),
        text: () => (text ??= readBody(message)),
        json: async () => parseJsonBody(await request.text()),
      }
      await checkProductParams(request, found.route.params ?? 'full')
      send(response, await found.route.handle(request), cors)
    } catch (error) {
      if (error instanceof RequestError)
        return send(response, failed(error.status, error.field, error.description), cors)
      console.error('[world api]', error)
      if (response.headersSent) return response.end()
      send(response, failed(500, 'server', error instanceof Error ? error.message : String(error)), cors)
    }
  }
}
