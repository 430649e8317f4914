import { HttpError } from './HttpError.js'

/** The JSON body of a 2xx answer; undefined when empty. */
export async function readJson(response: Response, target: string, signal: AbortSignal): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    throw new HttpError(signal.aborted ? 'REQUEST_ABORTED' : 'NETWORK_REQUEST_FAILED', target, { cause })
  }
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new HttpError('INVALID_RESPONSE', target, { status: response.status, cause })
  }
}

/** The error body, as JSON when it parses, else as text; undefined when there is none or it cannot be read. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
