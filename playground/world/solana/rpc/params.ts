// Parsing of the Solana JSON-RPC params: positional arrays, with an optional config object last.
import * as z from 'zod/mini'
import { base58, base64 } from '@scure/base'
import { invalidParams } from './rpcError.js'

export const address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key'))
export const commitment = z.optional(
  z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']),
)
export const encoding = z.optional(z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed', 'json', 'binary']))

/** Parses `params` against a tuple schema; failures are -32602 with the first issue. */
export function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? [])
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw invalidParams(`${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`)
}

/** A transaction as sent over JSON-RPC: base64 when asked, base58 by default (the legacy default). */
export function decodeWire(value: string, wireEncoding: string | undefined): Uint8Array {
  try {
    return wireEncoding === 'base64' ? base64.decode(value) : base58.decode(value)
  } catch {
    throw invalidParams(`invalid ${wireEncoding ?? 'base58'} encoding of the transaction`)
  }
}
