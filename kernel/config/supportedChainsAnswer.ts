import { rule } from '../options/rules/Rule.js'
import { ruleSchema } from '../options/rules/ruleSchema.js'

/** GET /v1/supported-chains (SERVICES.md §1.1): the CAIP-2 ids the data API serves, over HTTP and WebSocket. */
export interface SupportedChainsResponse {
  http: string[]
  ws: string[]
}

export const supportedChainsRule = rule.object({ http: rule.array(rule.string()), ws: rule.array(rule.string()) })

/** The answer's schema as the kernel reads it (ruleSchema: no zod); supportedChainsSchema.ts has zod's. */
export const supportedChainsAnswer = ruleSchema<SupportedChainsResponse>(supportedChainsRule)
