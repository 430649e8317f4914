import type { IncomingHttpHeaders } from 'node:http'

/** A request as a route sees it: the path parameters, the query and a body read on demand. */
export interface ApiRequest {
  method: string
  path: string
  params: Record<string, string>
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** The absolute URL of this server, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string
  text(): Promise<string>
  /** The body parsed as JSON whatever its content type; a malformed body is a 400. */
  json(): Promise<unknown>
}

/** What a route answers: JSON (`json`) or a raw body with its content type. */
export interface ApiReply {
  status: number
  json?: unknown
  body?: string | Uint8Array
  contentType?: string
  headers?: Record<string, string>
}

/**
 * Which common query values a route requires: `full` = projectId, st and sv (every product call);
 * `project` = projectId only (the RPC proxy); `none` = nothing (the world's own pages).
 */
export type ProductParams = 'full' | 'project' | 'none'

export interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  /** A path with `:name` segments, e.g. `/v1/account/:address/balance`. */
  path: string
  params?: ProductParams
  handle(request: ApiRequest): Promise<ApiReply> | ApiReply
}
