import * as z from 'zod/mini'
import { signatureTextSchema } from './walletAnswers.js'

// A WalletConnect wallet's answers to the solana_* methods (base58 signatures, base64 transactions), parsed here
// before they become the Wallet Standard shapes the rest of the adapter reads.

/** Base64 text that decodes ('A' is of the alphabet, yet no base64: atob throws on it). */
const decodes = (value: string) => {
  try {
    atob(value)
    return true
  } catch {
    return false
  }
}
const base64Schema = z
  .string()
  .check(z.refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && decodes(value), 'base64 text'))

/** solana_signMessage: `{ signature }`, base58 of 64 bytes. */
export const wcSignMessageSchema = z.looseObject({ signature: signatureTextSchema })
/** solana_signTransaction: the signed transaction (base64 of its wire bytes), or only the signer's signature. */
export const wcSignTransactionSchema = z.union([
  z.looseObject({ transaction: base64Schema }),
  z.looseObject({ signature: signatureTextSchema }),
])
/** solana_signAndSendTransaction: the sent transaction's signature (its id), base58. */
export const wcSignAndSendSchema = z.looseObject({ signature: signatureTextSchema })
/** A session's CAIP-10 accounts (`solana:<reference>:<address>`). */
export const wcAccountsSchema = z.array(z.string())

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
