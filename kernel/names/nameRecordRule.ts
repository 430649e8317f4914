import { rule } from '../options/rules/Rule.js'
import { ruleSchema } from '../options/rules/ruleSchema.js'

/**
 * A name record as the server sends it (SERVICES.md §1.6): `attributes` is an object (AppKit's type says
 * array), `addresses` is keyed by ENSIP-11 coin type as a decimal string.
 */
export interface NameRecord {
  name: string
  registered_at?: string
  updated_at?: string | null
  attributes?: Record<string, string> | null
  addresses: Record<string, { address: string; created_at?: string | null }>
}

export const nameRecordRule = rule.object({
  name: rule.string(),
  registered_at: rule.optional(rule.string()),
  updated_at: rule.nullish(rule.string()),
  attributes: rule.nullish(rule.record(rule.string(), rule.string())),
  addresses: rule.record(
    rule.string(),
    rule.object({ address: rule.string(), created_at: rule.nullish(rule.string()) }),
  ),
})

/** GET /v1/profile/reverse/{address}?apiVersion=2: the address's names, `[]` when none. */
export const reverseLookupRule = rule.array(nameRecordRule)

/** The reverse lookup's answer, and the names cache's stored copy of it, read by the rule (no zod). */
export const reverseLookupAnswer = ruleSchema<NameRecord[]>(reverseLookupRule)
