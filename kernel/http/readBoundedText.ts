import { ResponseTooLargeError } from './ResponseTooLargeError.js'

/** The bound of a data API answer (20,000 token balances fit); RPC answers have their own (`maxRpcResponseBytes`). */
export const maxResponseBytes = 8 * 1024 * 1024

/**
 * A response body as text, read no further than `maxBytes`: a larger Content-Length or a longer stream
 * cancels the body and throws ResponseTooLargeError, before any parsing.
 */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new ResponseTooLargeError(maxBytes)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ResponseTooLargeError(maxBytes)
    }
    text += decoder.decode(value, { stream: true })
  }
}
