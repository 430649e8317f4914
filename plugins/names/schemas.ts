import { type NameRecord, nameRecordSchema } from 'foyer/kit'
import * as z from 'zod/mini'

export type { NameRecord }

/** GET /v1/profile/account/{name}?apiVersion=2: the record, or `[]` when the name is not registered. */
export const nameLookupSchema = z.union([nameRecordSchema, z.tuple([])])

/** GET /v1/profile/suggestions/{name}: the exact name first, with its real availability. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestions = z.infer<typeof nameSuggestionsSchema>

/** POST /v1/profile/account answers the new record. */
export const registerNameSchema = nameRecordSchema

/** A refused request: 'Error registering name {name}' uses `reasons[0].description` when present. */
export const nameErrorSchema = z.object({ reasons: z.array(z.object({ description: z.string() })) })
