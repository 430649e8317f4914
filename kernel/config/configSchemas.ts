import type * as z from 'zod/mini'
import { onFirstUse } from '../onFirstUse.js'
import { schemaOf } from '../options/rules/schemaOf.js'
import {
  type AnalyticsConfigResponse,
  analyticsConfigRule,
  type RemoteConfigResponse,
  remoteConfigRule,
} from './configAnswers.js'

export type { AnalyticsConfigResponse, RemoteConfigResponse } from './configAnswers.js'

/** GET /appkit/v1/config as a zod schema, from its rule (configAnswers.ts): for the world's checks of its answers. */
export const remoteConfigSchema = onFirstUse(() => schemaOf(remoteConfigRule) as z.ZodMiniType<RemoteConfigResponse>)

/** GET /getAnalyticsConfig as a zod schema, from its rule. */
export const analyticsConfigSchema = onFirstUse(
  () => schemaOf(analyticsConfigRule) as z.ZodMiniType<AnalyticsConfigResponse>,
)
