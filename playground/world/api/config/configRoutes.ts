import { failed, json } from '../http/replies.js'
import type { ApiReply, Route } from '../http/types.js'
import type { ConfigState } from './createConfigState.js'

const statusReply = (status: number): ApiReply =>
  failed(status, 'projectId', status === 429 ? 'Too many requests' : `Config service answered ${status}`)

/** Remote features, project limits, allowed origins and the analytics switch (SERVICES.md §2.3-§2.6). */
export function configRoutes(config: ConfigState): Route[] {
  return [
    { method: 'GET', path: '/appkit/v1/config', handle: () => json({ features: config.state.features }) },
    {
      method: 'GET',
      path: '/appkit/v1/project-limits',
      handle: () => json({ planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: false } }),
    },
    {
      method: 'GET',
      path: '/projects/v1/origins',
      handle: () => {
        const answer = config.state.origins
        return 'status' in answer ? statusReply(answer.status) : json(answer)
      },
    },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handle: () => {
        const answer = config.state.analytics
        return 'status' in answer ? statusReply(answer.status) : json(answer)
      },
    },
  ]
}
