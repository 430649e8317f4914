import { ResponseTooLargeError } from './ResponseTooLargeError.js'

/** The bound of a data API answer (20,000 token balances fit); RPC answers have their own (`maxRpcResponseBytes`). */
export const maxResponseBytes = 8 * 1024 * 1024

/** One decoder for every body, each decoded whole once read (a decoder made and a decode run per chunk of each body showed in a 4× CPU profile of the first open). */
const decoder = new TextDecoder()

/** The chunks as one array (most bodies come in one chunk, which is kept as it is). */
function joined(chunks: Uint8Array[], bytes: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array
  const all = new Uint8Array(bytes)
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return all
}

/**
 * A response body as text, read no further than `maxBytes`: a larger Content-Length or a longer stream
 * cancels the body and throws ResponseTooLargeError, before any parsing. An empty body is '' without decoding.
 */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new ResponseTooLargeError(maxBytes)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return bytes === 0 ? '' : decoder.decode(joined(chunks, bytes))
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ResponseTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
}
