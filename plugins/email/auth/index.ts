export { authConnectorId, authFrameOf, authNamespaces } from './authFrameOf.js'
export { authNamespace } from './authNamespace.js'
export type { AuthFrame, EmailLoginRecord } from './createAuthFrame.js'
