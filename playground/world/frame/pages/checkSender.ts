import { RequestError } from '../../api/http/replies.js'
import type { ApiRequest } from '../../api/http/types.js'
import type { SiteState } from '../site/SiteState.js'

/**
 * Only the site's own page may post to its `/api/` routes: a browser sends `Origin` with every POST, so another
 * origin's (even a `no-cors` one) is refused, and the body must be JSON (a cross-origin form or text/plain POST is not).
 */
export function checkSender(site: SiteState, request: ApiRequest) {
  const origin = request.headers.origin
  if (origin !== undefined && origin !== site.origin())
    throw new RequestError('origin', `Messages are accepted only from ${site.origin()}, not ${origin}`, 403)
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/json') throw new RequestError('content-type', 'The body must be application/json', 415)
}
