import * as z from 'zod/mini'

/** One transfer of a transaction (SERVICES.md §1.3; snake_case keys as the server sends them). */
export const transferSchema = z.object({
  fungible_info: z.nullish(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.nullish(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.nullish(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(
        z.object({
          preview: z.optional(z.object({ url: z.string() })),
          detail: z.optional(z.object({ url: z.string() })),
        }),
      ),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
})
export type Transfer = z.infer<typeof transferSchema>

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: z.nullish(z.string()),
  }),
  transfers: z.nullable(z.array(transferSchema)),
})
export type Transaction = z.infer<typeof transactionSchema>

/** GET /v1/account/{address}/history: newest first; `next` is the cursor of the next page, null at the end. */
export const historySchema = z.object({ data: z.array(transactionSchema), next: z.nullish(z.string()) })
export type HistoryResponse = z.infer<typeof historySchema>
