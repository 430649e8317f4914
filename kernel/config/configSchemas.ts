import * as z from 'zod/mini'

/** GET /appkit/v1/config (SERVICES.md §2.3). */
export const remoteConfigSchema = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      isEnabled: z.boolean(),
      config: z.nullish(z.array(z.string())),
    }),
  ),
})
export type RemoteConfigResponse = z.infer<typeof remoteConfigSchema>

/** GET /getAnalyticsConfig (SERVICES.md §2.6). */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigSchema>
