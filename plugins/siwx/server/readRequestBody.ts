import type { IncomingMessage } from 'node:http'

/** The most the sign-in handler reads of a body by default: a message with a long statement fits well within it. */
export const defaultMaxBodyBytes = 100_000

/**
 * Reads the whole body as UTF-8 text, up to `limit` bytes; undefined when it is longer (declared or read): the rest
 * is discarded unread, so the refusal (413) reaches the client and nothing piles up.
 */
export function readRequestBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      request.removeAllListeners('data')
      request.resume()
      resolve(undefined)
    }
    if (Number(request.headers['content-length'] ?? 0) > limit) return refuse()
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return refuse()
      chunks.push(chunk)
    })
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.once('error', reject)
  })
}
