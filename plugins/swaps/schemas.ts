import * as z from 'zod/mini'

const hex = z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value))
/** An integer in base units, as a decimal string. */
const integer = z.string().check(z.regex(/^\d+$/))

/** A token of GET /v1/convert/tokens (SERVICES.md §1.4.1); `address` is CAIP-10. */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.nullish(z.string()),
  eip2612: z.nullish(z.boolean()),
})
export type SwapToken = z.infer<typeof swapTokenSchema>
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

/** GET /v1/convert/quotes; the product reads `quotes[0].toAmount`. */
export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: integer,
      fromAccount: z.string(),
      toAmount: integer,
      toAccount: z.string(),
    }),
  ),
})
export type SwapQuotes = z.infer<typeof swapQuotesSchema>

/** POST /v1/fungible/price; match prices to tokens by symbol, case-insensitive. */
export const fungiblePriceSchema = z.object({
  fungibles: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number(),
      decimals: z.optional(z.number()),
    }),
  ),
})
export type FungiblePrices = z.infer<typeof fungiblePriceSchema>

/** GET /v1/convert/allowance */
export const allowanceSchema = z.object({ allowance: integer })

/** GET /v1/convert/gas-price, wei strings. */
export const gasPriceSchema = z.object({ standard: integer, fast: integer, instant: integer })
export type GasPrice = z.infer<typeof gasPriceSchema>

/**
 * POST /v1/convert/build-transaction. `tx.to` is the router (CAIP-10). Like the real server, `tx.amount`
 * is the expected destination amount: for a native source, send `value` = the source amount you asked for.
 */
export const swapTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hex,
    amount: integer,
    eip155: z.nullish(z.object({ gas: integer, gasPrice: integer })),
  }),
})
export type SwapTransaction = z.infer<typeof swapTransactionSchema>

/** GET /v1/convert/build-approve. Send it to the source token contract, `plain(tx.from)`. */
export const approveTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hex,
    value: integer,
    eip155: z.object({ gasPrice: integer }),
  }),
})
export type ApproveTransaction = z.infer<typeof approveTransactionSchema>

/** A 4xx body of the data API; a description containing 'insufficient liquidity' means no route. */
export const swapErrorSchema = z.object({ reasons: z.array(z.object({ description: z.string() })) })
