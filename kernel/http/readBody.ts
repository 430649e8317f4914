import { HttpError } from './HttpError.js'
import { maxResponseBytes, readBoundedText } from './readBoundedText.js'
import { ResponseTooLargeError } from './ResponseTooLargeError.js'

/** An error body is read only this far (it is for logs and reasons, not data). */
const maxErrorBodyBytes = 64 * 1024

/** The JSON body of a 2xx answer; undefined when empty; longer than `maxBytes` is INVALID_RESPONSE, unparsed. */
export async function readJson(
  response: Response,
  target: string,
  signal: AbortSignal,
  maxBytes = maxResponseBytes,
): Promise<unknown> {
  let text: string
  try {
    text = await readBoundedText(response, maxBytes)
  } catch (cause) {
    if (cause instanceof ResponseTooLargeError)
      throw new HttpError('INVALID_RESPONSE', target, { status: response.status, cause })
    throw new HttpError(signal.aborted ? 'REQUEST_ABORTED' : 'NETWORK_REQUEST_FAILED', target, { cause })
  }
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new HttpError('INVALID_RESPONSE', target, { status: response.status, cause })
  }
}

/** The error body, as JSON when it parses, else as text; undefined when there is none, it is too long or unreadable. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await readBoundedText(response, maxErrorBodyBytes).catch(() => '')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
