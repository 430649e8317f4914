import * as z from 'zod/mini'
import { addressSchema, transactionHashSchema } from '../walletAnswers.js'

// What a Safe (its web app, hosting ours in an iframe) answers over the Safe Apps postMessage protocol, as
// @safe-global/safe-apps-sdk reads it: `{ id, success, version, data }` or `{ id, success: false, version, error }`.
// Every answer is checked here before anything reads it.

/** The answer's envelope; `version` is the Safe's SDK version, whose major must be 1 or more (as the SDK checks). */
export const safeEnvelopeSchema = z.union([
  z.looseObject({
    id: z.string().check(z.maxLength(100)),
    success: z.literal(true),
    version: z.string().check(z.regex(/^[1-9]\d*\./, 'a version is a major of 1 or more')),
    data: z.unknown(),
  }),
  z.looseObject({
    id: z.string().check(z.maxLength(100)),
    success: z.literal(false),
    version: z.string().check(z.regex(/^[1-9]\d*\./, 'a version is a major of 1 or more')),
    error: z.string().check(z.maxLength(1_000)),
  }),
])

export type SafeEnvelope = z.infer<typeof safeEnvelopeSchema>

/** getSafeInfo: the Safe's address and chain (the rest of its settings are not read). */
export const safeInfoSchema = z.looseObject({
  safeAddress: addressSchema,
  chainId: z.number().check(z.refine((id) => Number.isSafeInteger(id) && id > 0, 'a chain id is a positive integer')),
  isReadOnly: z.optional(z.boolean()),
})

export type SafeInfo = z.infer<typeof safeInfoSchema>

/** sendTransactions: the hash of the Safe transaction it proposed (not yet the chain's). */
export const sentTransactionsSchema = z.looseObject({ safeTxHash: transactionHashSchema })

/** getTxBySafeTxHash: the Safe transaction's status and, once executed, the chain transaction's hash. */
export const safeTransactionSchema = z.looseObject({
  txStatus: z.string().check(z.maxLength(100)),
  txHash: z.optional(z.nullable(transactionHashSchema)),
})

/** signMessage: a signature when the Safe signs at once, else the hash of the message it asks its owners to sign. */
export const signedMessageSchema = z.union([
  z.looseObject({ signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'a signature is 0x and hex digits')) }),
  z.looseObject({ safeTxHash: transactionHashSchema }),
])
