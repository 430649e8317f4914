import * as z from 'zod/mini'
import { onFirstUse } from '../onFirstUse.js'

/**
 * GET /v1/supported-chains (SERVICES.md §1.1): the CAIP-2 ids the data API serves, over HTTP and WebSocket. Made on
 * its first answer, not with the first open's code.
 */
export const supportedChainsSchema = onFirstUse(() => z.object({ http: z.array(z.string()), ws: z.array(z.string()) }))
export type SupportedChains = z.infer<ReturnType<typeof supportedChainsSchema>>
