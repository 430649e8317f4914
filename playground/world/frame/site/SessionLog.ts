import type { SmartSession } from '../../../../plugins/sessions/schemas.js'

/** Where the frame site records smart sessions: the data API's sessions (startWorld wires it). */
export interface SessionLog {
  granted(caipAddress: string, session: SmartSession): void
  /** Marks revoked the session of this permission context. */
  revoked(caipAddress: string, context: string): void
}
