import type { IncomingMessage } from 'node:http'
import { RequestError } from './replies.js'

const maxBodyBytes = 1_000_000

/** Reads the whole body as UTF-8 text; a body over 1 MB is refused. */
export async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of message) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new RequestError('body', 'Body too large', 413)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
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
