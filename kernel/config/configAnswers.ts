import { rule } from '../options/rules/Rule.js'
import { ruleSchema } from '../options/rules/ruleSchema.js'

/** GET /appkit/v1/config (SERVICES.md §2.3). */
export interface RemoteConfigResponse {
  features: { id: string; isEnabled: boolean; config?: string[] | null }[]
}

/** GET /getAnalyticsConfig (SERVICES.md §2.6). */
export interface AnalyticsConfigResponse {
  isAnalyticsEnabled: boolean
}

export const remoteConfigRule = rule.object({
  features: rule.array(
    rule.object({ id: rule.string(), isEnabled: rule.boolean(), config: rule.nullish(rule.array(rule.string())) }),
  ),
})

export const analyticsConfigRule = rule.object({ isAnalyticsEnabled: rule.boolean() })

/** The answers' schemas as the first open reads them (ruleSchema: no zod); configSchemas.ts has zod's. */
export const remoteConfigAnswer = ruleSchema<RemoteConfigResponse>(remoteConfigRule)
export const analyticsConfigAnswer = ruleSchema<AnalyticsConfigResponse>(analyticsConfigRule)
