import { FoyerError } from '../errors/FoyerError.js'
import { formatKernelMessage } from '../errors/kernelMessages.js'

export type HttpErrorCode =
  | 'HTTP_REQUEST_FAILED'
  | 'NETWORK_REQUEST_FAILED'
  | 'INVALID_RESPONSE'
  | 'REQUEST_ABORTED'
  | 'REQUEST_TIMEOUT'

export interface HttpErrorParameters {
  /** The HTTP status, for HTTP_REQUEST_FAILED (and INVALID_RESPONSE, which is always a 2xx). */
  status?: number
  /** The error body the server sent, parsed as JSON when it is JSON (SERVICES §0.4: `{ status, reasons }`). */
  body?: unknown
  cause?: unknown
}

/**
 * A failed call of an HttpClient. `code` says how it failed: the server answered with an error status
 * (HTTP_REQUEST_FAILED, 'HTTP status code: 404'), the request never got an answer (NETWORK_REQUEST_FAILED),
 * the answer has the wrong shape (INVALID_RESPONSE), the caller aborted (REQUEST_ABORTED) or the service took
 * longer than the request's bound (REQUEST_TIMEOUT).
 */
export class HttpError extends FoyerError {
  declare readonly code: HttpErrorCode
  /** The full URL of the request, query included. */
  declare readonly url: string
  declare readonly status: number | undefined
  declare readonly body: unknown

  constructor(code: HttpErrorCode, url: string, parameters: HttpErrorParameters = {}) {
    const values = { status: parameters.status ?? 0, url: url.split('?')[0] ?? url }
    super(formatKernelMessage(code, values), { code, cause: parameters.cause })
    this.name = 'HttpError'
    this.url = url
    this.status = parameters.status
    this.body = parameters.body
  }
}

/** The first `reasons[].description` of a data-API error body (SERVICES §0.4), if the error carries one. */
export function errorReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined
  const reasons = (error.body as { reasons?: unknown } | null | undefined)?.reasons
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  const description = (first as { description?: unknown } | undefined)?.description
  return typeof description === 'string' ? description : undefined
}
