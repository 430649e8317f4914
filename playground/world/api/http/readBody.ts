import type { IncomingMessage } from 'node:http'
import { RequestError } from './replies.js'

/** The most any world server reads of a request body. */
export const maxBodyBytes = 1_000_000

const tooLarge = () => new RequestError('body', 'Body too large', 413)

/**
 * Reads the whole body as UTF-8 text, for every world server; a body over 1 MB is refused (413) as soon as it is
 * declared or read, and the rest is discarded unread, so the refusal reaches the client and nothing piles up.
 */
export function readBody(message: IncomingMessage, limit = maxBodyBytes): Promise<string> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      message.removeAllListeners('data')
      message.resume()
      reject(tooLarge())
    }
    if (Number(message.headers['content-length'] ?? 0) > limit) return refuse()
    const chunks: Buffer[] = []
    let size = 0
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return refuse()
      chunks.push(chunk)
    })
    message.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    message.once('error', reject)
  })
}

/** JSON whatever the content type (browsers send text/plain for string bodies); malformed is a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new RequestError('body', 'A JSON body is required')
  try {
    return JSON.parse(text)
  } catch {
    throw new RequestError('body', 'Body is not valid JSON')
  }
}
