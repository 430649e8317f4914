import * as z from 'zod/mini'

/** One analytics event as POSTed to the sink (`/batch` takes an array of them; SERVICES.md §3.1). */
export const pendingEventSchema = z.object({
  eventId: z.string(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.object({
    type: z.enum(['track', 'error']),
    event: z.string(),
    address: z.optional(z.string()),
    properties: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type PendingEvent = z.infer<typeof pendingEventSchema>
export const eventBatchSchema = z.array(pendingEventSchema)

/** The body of POST /e, error analytics (SERVICES.md §3.2; SPEC §7). */
export const errorEventSchema = z.object({
  eventId: z.string(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.string(),
  props: z.object({
    type: z.literal('error'),
    event: z.enum(['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR']),
    errorType: z.optional(z.string()),
    errorMessage: z.optional(z.string()),
    stackTrace: z.optional(z.string()),
  }),
})
export type ErrorEvent = z.infer<typeof errorEventSchema>
