import * as z from 'zod/mini'
import { parseCaip10 } from '../chain/caip.js'
import { parseBody } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { Route } from '../http/types.js'
import type { SessionStore } from './createSessionStore.js'

const revokeBody = z.object({ pci: z.string(), signature: z.optional(z.string()) })

/** GET /v1/sessions/{caipAddress} and POST …/revoke (SERVICES.md §1.8). */
export function sessionRoutes(sessions: SessionStore, now: () => number): Route[] {
  const account = (value: string | undefined) => {
    parseCaip10(value ?? '', 'address')
    return value ?? ''
  }
  return [
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handle: (request) => json({ pcis: sessions.list(account(request.params.address)) }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      // The cosigner's revoke carries projectId only (SERVICES.md §1.8).
      params: 'project',
      handle: async (request) => {
        const caipAddress = account(request.params.address)
        const { pci } = await parseBody(request, revokeBody)
        const session = sessions.list(caipAddress).find((candidate) => candidate.pci === pci)
        if (!session) throw new RequestError('pci', 'Permission not found', 404)
        if (session.revokedAt) throw new RequestError('pci', 'Permission already revoked')
        session.revokedAt = Math.floor(now() / 1000)
        sessions.revokedThroughApi(caipAddress, session)
        // The real server answers 200 with an empty body.
        return { status: 200, body: '' }
      },
    },
  ]
}
