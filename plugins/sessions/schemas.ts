import * as z from 'zod/mini'

/** One smart session (ERC-7715 permission context) of GET /v1/sessions/{caipAddress} (SERVICES.md §1.8). */
export const smartSessionSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.nullish(z.string()), iconUrl: z.nullish(z.string()) }),
  pci: z.string(),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  policies: z.array(z.object({ type: z.string(), data: z.unknown() })),
  context: z.nullable(z.string()),
  revokedAt: z.nullish(z.number()),
})
export type SmartSession = z.infer<typeof smartSessionSchema>

export const smartSessionsSchema = z.object({ pcis: z.array(smartSessionSchema) })
export type SmartSessions = z.infer<typeof smartSessionsSchema>

/**
 * POST /v1/sessions/{caipAddress}/revoke answers 200 with an EMPTY body (the real server does), which an
 * HTTP client reads as `undefined`; an object body is accepted too.
 */
export const revokeSessionSchema = z.optional(z.record(z.string(), z.unknown()))
