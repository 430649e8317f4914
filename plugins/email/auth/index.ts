export { authConnectorId, authFrameOf } from './authFrameOf.js'
export type { AuthFrame, EmailLoginRecord } from './createAuthFrame.js'
