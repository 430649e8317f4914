import * as z from 'zod/mini'

/**
 * A name record as the server sends it (SERVICES.md §1.6): `attributes` is an object (AppKit's type says
 * array), `addresses` is keyed by ENSIP-11 coin type as a decimal string. Made on its first use (z.lazy): the
 * first open carries the names code but asks for no name.
 */
export const nameRecordSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    registered_at: z.optional(z.string()),
    updated_at: z.nullish(z.string()),
    attributes: z.nullish(z.record(z.string(), z.string())),
    addresses: z.record(z.string(), z.object({ address: z.string(), created_at: z.nullish(z.string()) })),
  }),
)
export type NameRecord = z.infer<typeof nameRecordSchema>

/** GET /v1/profile/reverse/{address}?apiVersion=2: the address's names, `[]` when none. */
export const reverseLookupSchema = z.array(nameRecordSchema)
