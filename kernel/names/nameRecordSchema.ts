import * as z from 'zod/mini'
import type { NameRecord } from './nameRecordRule.js'

export type { NameRecord } from './nameRecordRule.js'

/**
 * A name record (SERVICES.md §1.6) as a zod schema, for plugins' own answers (`foyer/kit`): nameRecordRule.ts's
 * record, which the kernel reads without zod (nameRecordRule.test.ts holds them to the same answers). Written with
 * zod here, not made from the rule: the rule is in the first open's file, and this would join it there with zod.
 * Made on its first use (z.lazy).
 */
export const nameRecordSchema: z.ZodMiniType<NameRecord> = z.lazy(() =>
  z.object({
    name: z.string(),
    registered_at: z.optional(z.string()),
    updated_at: z.nullish(z.string()),
    attributes: z.nullish(z.record(z.string(), z.string())),
    addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullish(z.string()) })),
  }),
)

/** GET /v1/profile/reverse/{address}?apiVersion=2: the address's names, `[]` when none. */
export const reverseLookupSchema = z.array(nameRecordSchema)
