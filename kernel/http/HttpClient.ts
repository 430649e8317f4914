import type { Schema } from '../storage/FoyerStorage.js'

export type QueryValue = string | number | boolean | undefined | null

export interface HttpRequest<T> {
  path: string
  query?: Record<string, QueryValue | readonly (string | number)[]>
  body?: unknown
  headers?: Record<string, string>
  /** Every response is parsed; a response that fails its schema is an INVALID_RESPONSE error. */
  schema: Schema<T>
  signal?: AbortSignal
  /** Retries on 403, 408, 413, 429, 500, 502, 503, 504; default 3. */
  retries?: number
}

/** A client bound to one base URL; adds projectId, st (SDK type) and sv (SDK version) to every call. */
export interface HttpClient {
  readonly baseUrl: string
  get<T>(request: HttpRequest<T>): Promise<T>
  post<T>(request: HttpRequest<T>): Promise<T>
  /** The full URL of a path with the common query values, e.g. for an <img src>. */
  url(path: string, query?: HttpRequest<unknown>['query']): string
}

/** One client per outside service of SPEC §7. */
export interface ApiClients {
  /** The data API (balances, history, identity, swaps, onramp, names, sessions, RPC). */
  api: HttpClient
  /** The wallet directory and its images. */
  directory: HttpClient
  /** Remote config, allowed origins, analytics config. */
  config: HttpClient
  /** Analytics and error analytics. */
  analytics: HttpClient
}
