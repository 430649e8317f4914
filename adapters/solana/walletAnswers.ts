import * as z from 'zod/mini'
import { isBase58Of } from './base58.js'

// Every answer of a Solana wallet is parsed here before it is used (SPEC §5, DESIGN 7).

/** A Solana address: base58 of a 32-byte ed25519 public key. */
export const addressSchema = z
  .string()
  .check(z.refine((value) => isBase58Of(value, 32), 'an address is base58 of 32 bytes'))
/** A signature as bytes (Wallet Standard): 64 of them. */
export const signatureBytesSchema = z
  .instanceof(Uint8Array)
  .check(z.refine((value) => value.length === 64, 'a signature is 64 bytes'))
/** A signature as text (a legacy provider's sent transaction): base58 of 64 bytes. */
export const signatureTextSchema = z
  .string()
  .check(z.refine((value) => isBase58Of(value, 64), 'a signature is base58 of 64 bytes'))
/** A serialized transaction: bytes, at least one signature slot and a message. */
export const transactionBytesSchema = z
  .instanceof(Uint8Array)
  .check(z.refine((value) => value.length > 65, 'a signed transaction is its wire bytes'))

const accountSchema = z.looseObject({ address: addressSchema })
/** The accounts a wallet exposes; none when it is not connected. */
export const accountsSchema = z.array(accountSchema)
/** `standard:connect`'s answer: at least one account. */
export const connectAnswerSchema = z.looseObject({
  accounts: z.array(accountSchema).check(z.minLength(1, 'the wallet gave no account')),
})
/** `solana:signMessage`'s answer: one output per input. */
export const signMessageAnswerSchema = z
  .array(z.looseObject({ signature: signatureBytesSchema }))
  .check(z.minLength(1, 'the wallet gave no signature'))
/** `solana:signTransaction`'s answer: one signed transaction per input. */
export const signTransactionAnswerSchema = z.array(z.looseObject({ signedTransaction: transactionBytesSchema }))
/** `solana:signAndSendTransaction`'s answer: the sent transaction's signature (its id). */
export const signAndSendAnswerSchema = z
  .array(z.looseObject({ signature: z.union([signatureBytesSchema, signatureTextSchema]) }))
  .check(z.minLength(1, 'the wallet gave no signature'))

export { parseWalletAnswer } from 'foyer/kit'
