import * as z from 'zod/mini'
import { onFirstUse } from '../onFirstUse.js'

/** GET /appkit/v1/config (SERVICES.md §2.3). Made on its first answer, not with the first open's code. */
export const remoteConfigSchema = onFirstUse(() =>
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
export type RemoteConfigResponse = z.infer<ReturnType<typeof remoteConfigSchema>>

/** GET /getAnalyticsConfig (SERVICES.md §2.6). Made on its first answer. */
export const analyticsConfigSchema = onFirstUse(() => z.object({ isAnalyticsEnabled: z.boolean() }))
export type AnalyticsConfigResponse = z.infer<ReturnType<typeof analyticsConfigSchema>>
