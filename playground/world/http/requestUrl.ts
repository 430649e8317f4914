import type { IncomingMessage } from 'node:http'
import { RequestError } from '../api/http/replies.js'

/** The request's URL; a target no URL parser accepts (`GET //`) is the caller's error (400), not a crash. */
export function requestUrl(message: Pick<IncomingMessage, 'url'>, base = 'http://world.invalid'): URL {
  try {
    return new URL(message.url ?? '/', base)
  } catch {
    throw new RequestError('url', 'Malformed request target')
  }
}
