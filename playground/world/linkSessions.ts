import type { ApiServer } from './api/createApiServer.js'
import type { FrameSite } from './frame/startFrameSite.js'
import type { SessionLog } from './frame/site/SessionLog.js'

/**
 * Ties the embedded wallet's smart sessions to the data API's: its grants and revokes are recorded there, and a
 * revoke through the API revokes the session key on chain. The frame site starts beside the API, so its log is
 * handed out first and attached to the API once both run.
 */
export function linkSessions() {
  let sessions: ApiServer['sessions'] | undefined
  const sessionLog: SessionLog = {
    granted: (caipAddress, session) => void sessions?.add(caipAddress, session),
    revoked: (caipAddress, context) => void sessions?.revoke(caipAddress, { context }),
  }
  return {
    sessionLog,
    attach(api: ApiServer, frameSite: FrameSite) {
      sessions = api.sessions
      api.sessions.onRevokedThroughApi((caipAddress, session) => {
        frameSite.revokeSession(caipAddress, session.context).catch((error: unknown) => {
          console.error(`world: could not revoke the session ${session.pci} on chain`, error)
        })
      })
    },
  }
}
