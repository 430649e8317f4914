import * as z from 'zod/mini'

/**
 * GET /projects/v1/origins (SERVICES.md §2.5). Its own module, read only by checkAllowedOrigins after the first
 * view: beside the schemas the first open reads, an app bundler would make one more chunk of those to fetch.
 */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsSchema>
