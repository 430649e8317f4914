import { foyerError, isAllowedRpcMethod } from 'foyer/kit'
import * as z from 'zod/mini'
import { isBase58Of } from './base58.js'

// The requests an app may make of the active Solana connection (SPEC §5-§6, WalletConnect's `solana_` methods):
// the account requests, and the Solana signing methods of the unsafe list. Their parameters are parsed here.

/** Account requests, allowed besides the lists (SPEC §6). */
const accountMethods = new Set(['solana_getAccounts', 'solana_requestAccounts'])

/** Whether an app's request to the Solana provider is allowed: account requests and the lists' `solana_` methods. */
export const isAllowedSolanaMethod = (method: string) =>
  accountMethods.has(method) || (method.startsWith('solana_') && isAllowedRpcMethod(method))

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'a transaction is base64'))
const pubkey = z.optional(z.string().check(z.refine((value) => isBase58Of(value, 32), 'pubkey is an address')))

export const requestSchemas = {
  solana_signMessage: z.looseObject({ message: z.string(), pubkey }),
  solana_signTransaction: z.looseObject({ transaction: base64 }),
  solana_signAllTransactions: z.looseObject({ transactions: z.array(base64) }),
  solana_signAndSendTransaction: z.looseObject({ transaction: base64 }),
}

/** The parameters of `method`, or a coded error naming what is wrong. */
export function parseRequestParams<M extends keyof typeof requestSchemas>(method: M, params: unknown) {
  const parsed = requestSchemas[method].safeParse(params)
  if (!parsed.success)
    throw foyerError('SOMETHING_WENT_WRONG', {}, { details: `${method}: ${z.prettifyError(parsed.error)}` })
  return parsed.data as z.infer<(typeof requestSchemas)[M]>
}

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
