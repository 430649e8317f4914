import { loginHandlers } from './loginHandlers.js'
import type { Handlers } from './MessageContext.js'
import { sessionHandlers } from './sessionHandlers.js'

/** One handler per app message of SPEC §7. */
export const handlers: Handlers = { ...loginHandlers, ...sessionHandlers }
