import { requestTimeoutMs } from './fetchWithRetries.js'
import { HttpError } from './HttpError.js'

/**
 * One request to a service outside the kernel's HTTP clients (a chain's REST or Esplora API, an app server), bounded:
 * `run` gets a signal that aborts after `ms` (default `requestTimeoutMs`, 10 s), which should cover the answer and
 * its body; if `run` has not settled by then (even ignoring the signal) the call rejects with REQUEST_TIMEOUT.
 */
export async function withinRequestTimeout<T>(
  url: string,
  run: (signal: AbortSignal) => Promise<T>,
  ms = requestTimeoutMs,
): Promise<T> {
  const controller = new AbortController()
  const timedOut = () => new HttpError('REQUEST_TIMEOUT', url)
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound = new Promise<never>((_resolve, reject) => {
    timer = globalThis.setTimeout(() => {
      controller.abort()
      reject(timedOut())
    }, ms)
  })
  try {
    return await Promise.race([run(controller.signal), bound])
  } catch (error) {
    throw controller.signal.aborted && !(error instanceof HttpError) ? timedOut() : error
  } finally {
    globalThis.clearTimeout(timer)
  }
}

/** A signal that aborts when either does (AbortSignal.any, which Safari has only from 17.4). */
function either(first: AbortSignal, second: AbortSignal): AbortSignal {
  const controller = new AbortController()
  const abort = () => controller.abort()
  for (const signal of [first, second])
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  return controller.signal
}

/** `fetcher` with each call bounded by `withinRequestTimeout` (the answer's headers; a body read is the caller's). */
export const fetchWithin =
  (fetcher: typeof fetch = (...args) => globalThis.fetch(...args), ms = requestTimeoutMs): typeof fetch =>
  (input, init) =>
    withinRequestTimeout(
      String(input instanceof Request ? input.url : input),
      (signal) => fetcher(input, { ...init, signal: init?.signal ? either(init.signal, signal) : signal }),
      ms,
    )
