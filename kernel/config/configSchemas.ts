import type * as z from 'zod/mini'
import { schemaOf } from '../options/rules/schemaOf.js'
import {
  type AnalyticsConfigResponse,
  analyticsConfigRule,
  type RemoteConfigResponse,
  remoteConfigRule,
} from './configAnswers.js'

export type { AnalyticsConfigResponse, RemoteConfigResponse } from './configAnswers.js'

/**
 * GET /appkit/v1/config as a zod schema, from its rule (configAnswers.ts): for the world's checks of its answers.
 * schemaOf makes it once.
 */
export const remoteConfigSchema = () => schemaOf(remoteConfigRule) as z.ZodMiniType<RemoteConfigResponse>

/** GET /getAnalyticsConfig as a zod schema, from its rule. */
export const analyticsConfigSchema = () => schemaOf(analyticsConfigRule) as z.ZodMiniType<AnalyticsConfigResponse>
