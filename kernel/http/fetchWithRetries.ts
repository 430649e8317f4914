import type { Clock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import { HttpError } from './HttpError.js'
import { readErrorBody, readJson } from './readBody.js'
import { parseRetryAfter, retryDelay, retryStatuses } from './retryPolicy.js'

export interface FetchWithRetriesOptions {
  clock: Clock
  fetch?: typeof fetch | undefined
  logger?: Logger | undefined
  /** How many times a retryable failure is asked again (SPEC §9: 3). */
  retries: number
  signal: AbortSignal
  /** The longest 2xx body read (default `maxResponseBytes`); longer is INVALID_RESPONSE. */
  maxBytes?: number | undefined
}

const wait = (clock: Clock, ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(handle)
      reject(signal.reason)
    }
    const handle = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })

/**
 * One HTTP call with the retry policy of SPEC §7 and §9 (403, 408, 413, 429, 500, 502, 503, 504 and network
 * failures, 150 ms doubling, honouring Retry-After); resolves to the JSON body (undefined when empty) of a 2xx
 * answer, else throws an HttpError.
 */
export async function fetchWithRetries(target: string, init: RequestInit, options: FetchWithRetriesOptions) {
  const { clock, logger, retries, signal } = options
  const doFetch = options.fetch ?? globalThis.fetch
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined
    let failure: unknown
    try {
      response = await doFetch(target, { ...init, signal })
    } catch (cause) {
      if (signal.aborted) throw new HttpError('REQUEST_ABORTED', target, { cause })
      failure = cause
    }
    if (response?.ok) return readJson(response, target, signal, options.maxBytes)
    const retryAfter = response && parseRetryAfter(response.headers.get('retry-after'), clock.now())
    const delay = !response || retryStatuses.has(response.status) ? retryDelay(attempt, retryAfter) : undefined
    if (attempt >= retries || delay === undefined) {
      if (!response) throw new HttpError('NETWORK_REQUEST_FAILED', target, { cause: failure })
      const body = await readErrorBody(response)
      throw new HttpError('HTTP_REQUEST_FAILED', target, { status: response.status, body })
    }
    await response?.body?.cancel().catch(() => undefined)
    logger?.debug(`http: retry ${attempt + 1} of ${init.method} ${target} in ${delay} ms`, response?.status ?? failure)
    try {
      await wait(clock, delay, signal)
    } catch (cause) {
      throw new HttpError('REQUEST_ABORTED', target, { cause })
    }
  }
}
