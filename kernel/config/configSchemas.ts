import * as z from 'zod/mini'

/** GET /appkit/v1/config (SERVICES.md §2.3). Made on its first answer (z.lazy), not with the first open's code. */
export const remoteConfigSchema = z.lazy(() =>
  z.object({
    features: z.array(
      z.object({
        id: z.string(),
        isEnabled: z.boolean(),
        config: z.nullish(z.array(z.string())),
      }),
    ),
  }),
)
export type RemoteConfigResponse = z.infer<typeof remoteConfigSchema>

/** GET /getAnalyticsConfig (SERVICES.md §2.6). */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigSchema>
