import * as z from 'zod/mini'

/** GET /v1/supported-chains (SERVICES.md §1.1): the CAIP-2 ids the data API serves, over HTTP and WebSocket. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})
export type SupportedChains = z.infer<typeof supportedChainsSchema>
