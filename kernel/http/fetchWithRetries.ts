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
  /** How long one attempt, answer and body, may take (default `requestTimeoutMs`). */
  timeoutMs?: number | undefined
}

/**
 * SPEC §9's 10 s: how long one attempt waits for its answer and body before the call fails with REQUEST_TIMEOUT
 * (a service that holds a request that long is not asked again). Wall time, not the clock: an instant test clock
 * must not cut a real request short.
 */
export const requestTimeoutMs = 10_000

/** A signal for one attempt, aborted with the caller's signal or after `ms`; `end` lets go of both. */
function attemptSignal(signal: AbortSignal, ms: number) {
  const controller = new AbortController()
  const abort = () => controller.abort()
  const timer = globalThis.setTimeout(abort, ms)
  if (signal.aborted) abort()
  else signal.addEventListener('abort', abort)
  return {
    signal: controller.signal,
    end() {
      globalThis.clearTimeout(timer)
      signal.removeEventListener('abort', abort)
    },
  }
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
 * answer, else throws an HttpError. An attempt unanswered (or its body unread) after `timeoutMs` is REQUEST_TIMEOUT.
 */
export async function fetchWithRetries(target: string, init: RequestInit, options: FetchWithRetriesOptions) {
  const { clock, logger, retries, signal } = options
  const doFetch = options.fetch ?? globalThis.fetch
  for (let attempt = 0; ; attempt++) {
    const bound = attemptSignal(signal, options.timeoutMs ?? requestTimeoutMs)
    const stopped = (cause: unknown) =>
      new HttpError(signal.aborted ? 'REQUEST_ABORTED' : 'REQUEST_TIMEOUT', target, { cause })
    let response: Response | undefined
    let failure: unknown
    let delay: number | undefined
    try {
      try {
        response = await doFetch(target, { ...init, signal: bound.signal })
      } catch (cause) {
        if (bound.signal.aborted) throw stopped(cause)
        failure = cause
      }
      if (response?.ok)
        return await readJson(response, target, bound.signal, options.maxBytes).catch((error: unknown) => {
          throw bound.signal.aborted ? stopped(error) : error
        })
      const retryAfter = response && parseRetryAfter(response.headers.get('retry-after'), clock.now())
      delay = !response || retryStatuses.has(response.status) ? retryDelay(attempt, retryAfter) : undefined
      if (attempt >= retries || delay === undefined) {
        if (!response) throw new HttpError('NETWORK_REQUEST_FAILED', target, { cause: failure })
        const body = await readErrorBody(response)
        throw new HttpError('HTTP_REQUEST_FAILED', target, { status: response.status, body })
      }
    } finally {
      bound.end()
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
