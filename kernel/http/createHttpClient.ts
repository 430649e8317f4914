import type { Schema } from '../storage/FoyerStorage.js'
import { type Clock, systemClock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import { buildUrl, type Query } from './buildUrl.js'
import { HttpError } from './HttpError.js'
import { fetchWithRetries } from './fetchWithRetries.js'
import { defaultRetries } from './retryPolicy.js'
import { createInFlight } from './shareInFlight.js'

export interface HttpRequest<T> {
  path: string
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  /** Every response is parsed; a response that fails its schema is an INVALID_RESPONSE error. */
  schema: Schema<T>
  signal?: AbortSignal
  /** Retries on 403, 408, 413, 429, 500, 502, 503, 504; default 3. */
  retries?: number
  /**
   * A GET that must not be answered by an identical one already in flight, begun before what the caller knows
   * changed (a read after a send): it starts its own request, which later identical GETs join.
   */
  fresh?: boolean
}

/** A client bound to one base URL; adds projectId, st (SDK type) and sv (SDK version) to every call. */
export interface HttpClient {
  readonly baseUrl: string
  get<T>(request: HttpRequest<T>): Promise<T>
  post<T>(request: HttpRequest<T>): Promise<T>
  /** The full URL of a path with the common query values, e.g. for an <img src>. */
  url(path: string, query?: HttpRequest<unknown>['query']): string
}

/** How error analytics files a failure (SERVICES §3.2). */
export type HttpErrorCategory = 'API_ERROR' | 'DATA_PARSING_ERROR'

export interface CreateHttpClientParameters {
  baseUrl: string
  /** Sent as `projectId` on every call; left out while missing. */
  projectId?: string
  sdkType: string
  sdkVersion: string
  clock?: Clock
  fetch?: typeof fetch
  logger?: Logger
  /** Called once for each call that finally failed (not for aborts), e.g. to report it to error analytics. */
  onError?: (error: HttpError, category: HttpErrorCategory) => void
  /** The bound of the in-flight GET dedupe map (SPEC §9: 8,192). */
  maxInFlight?: number
}

type Method = 'GET' | 'POST'

/** An HttpClient over fetch: common query values, retries with backoff and Retry-After, shared GETs, parsed answers. */
export function createHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const { baseUrl, clock = systemClock, logger, onError } = parameters
  const common: Query = { projectId: parameters.projectId, st: parameters.sdkType, sv: parameters.sdkVersion }
  const inFlight = createInFlight(parameters.maxInFlight)
  const url = (path: string, query?: Query) => buildUrl(baseUrl, path, common, query)

  const fail = (error: HttpError) => {
    if (error.code === 'REQUEST_ABORTED') return error
    logger?.debug(`http: ${error.shortMessage}`, error.url)
    onError?.(error, error.code === 'INVALID_RESPONSE' ? 'DATA_PARSING_ERROR' : 'API_ERROR')
    return error
  }

  async function request<T>(method: Method, call: HttpRequest<T>): Promise<T> {
    const target = url(call.path, call.query)
    const retries = call.retries ?? defaultRetries
    const headers =
      method === 'POST' && call.body !== undefined
        ? { 'Content-Type': 'application/json', ...call.headers }
        : call.headers
    const init: RequestInit = {
      headers,
      body: method === 'POST' && call.body !== undefined ? JSON.stringify(call.body) : undefined,
    }
    const aborted = () => new HttpError('REQUEST_ABORTED', target, { cause: call.signal?.reason })
    const run = (signal: AbortSignal) =>
      fetchWithRetries(target, { ...init, method }, { clock, fetch: parameters.fetch, logger, retries, signal }).catch(
        (error: unknown) => {
          throw fail(
            error instanceof HttpError ? error : new HttpError('NETWORK_REQUEST_FAILED', target, { cause: error }),
          )
        },
      )
    const data =
      method === 'GET'
        ? await inFlight.join(
            headers ? `${target} ${JSON.stringify(headers)}` : target,
            run,
            call.signal,
            aborted,
            call.fresh,
          )
        : await run(call.signal ?? new AbortController().signal)
    const parsed = call.schema.safeParse(data)
    if (!parsed.success) throw fail(new HttpError('INVALID_RESPONSE', target, { cause: parsed.error }))
    return parsed.data
  }

  return {
    baseUrl,
    get: (call) => request('GET', call),
    post: (call) => request('POST', call),
    url,
  }
}
