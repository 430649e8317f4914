// The approval page's routes: while a request waits for its user's decision (SPEC §5), the frame page (which the
// ApproveTransaction view shows) reads the requests waiting for its device's user and posts the visitor's decision.
import * as z from 'zod/mini'
import { parseBody, parseQuery } from '../../api/http/parseInput.js'
import { json } from '../../api/http/replies.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { sessionUser } from '../site/sessions.js'
import { checkSender } from './checkSender.js'

const deviceId = z.string().check(z.minLength(8), z.maxLength(128))
const decisionBody = z.object({ deviceId, id: z.int(), approve: z.boolean() })

export function approvalRoutes(site: SiteState): SiteRoute[] {
  /** The requests waiting for the decision of the user logged in on this device (none when nobody is). */
  const waitingFor = (id: string) => {
    const device = site.devices.get(id)
    const user = device && sessionUser(site, device)
    return user ? site.approvals.pending().filter((request) => request.user === user.id) : []
  }
  return [
    {
      method: 'GET',
      path: '/api/approvals',
      handle(request) {
        const query = parseQuery(request, z.object({ deviceId }))
        const pending = waitingFor(query.deviceId).map(({ id, method, params }) => ({ id, method, params }))
        return json({ pending })
      },
    },
    {
      method: 'POST',
      path: '/api/approvals/decide',
      async handle(request) {
        checkSender(site, request)
        const body = await parseBody(request, decisionBody)
        const waiting = waitingFor(body.deviceId).some((candidate) => candidate.id === body.id)
        if (!waiting || !site.approvals.decide(body.id, body.approve))
          throw new FrameRequestError(`No request ${body.id} is waiting for this device's approval`)
        return json({ ok: true })
      },
    },
  ]
}
