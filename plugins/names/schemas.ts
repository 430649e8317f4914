import * as z from 'zod/mini'

/**
 * A name record as the server sends it (SERVICES.md §1.6): `attributes` is an object (AppKit's type says
 * array), `addresses` is keyed by ENSIP-11 coin type as a decimal string.
 */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered_at: z.optional(z.string()),
  updated_at: z.nullish(z.string()),
  attributes: z.nullish(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullish(z.string()) })),
})
export type NameRecord = z.infer<typeof nameRecordSchema>

/** GET /v1/profile/account/{name}?apiVersion=2: the record, or `[]` when the name is not registered. */
export const nameLookupSchema = z.union([nameRecordSchema, z.tuple([])])

/** GET /v1/profile/reverse/{address}?apiVersion=2: the address's names, `[]` when none. */
export const reverseLookupSchema = z.array(nameRecordSchema)

/** GET /v1/profile/suggestions/{name}: the exact name first, with its real availability. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestions = z.infer<typeof nameSuggestionsSchema>

/** POST /v1/profile/account answers the new record. */
export const registerNameSchema = nameRecordSchema

/** A refused request: 'Error registering name {name}' uses `reasons[0].description` when present. */
export const nameErrorSchema = z.object({ reasons: z.array(z.object({ description: z.string() })) })
