import * as z from 'zod/mini'

/** One token balance (SERVICES.md §1.5). `address` is absent for the native token; the server omits `value` when unknown. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.optional(z.string()),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type Balance = z.infer<typeof balanceSchema>

/** GET /v1/account/{address}/balance */
export const balancesSchema = z.object({ balances: z.array(balanceSchema) })
export type BalancesResponse = z.infer<typeof balancesSchema>

/** GET /v1/identity/{address} (SERVICES.md §1.2). */
export const identitySchema = z.object({ name: z.nullish(z.string()), avatar: z.nullish(z.string()) })
export type Identity = z.infer<typeof identitySchema>
