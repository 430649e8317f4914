import * as z from 'zod/mini'
import { foyerError } from '../errors/codedErrors.js'

/**
 * Parses a wallet's answer to `method` with `schema` (SPEC §5: every wallet answer is parsed before it is used),
 * or throws INVALID_WALLET_ANSWER naming the method; nothing else changes. Every adapter's answers go through it.
 */
export function parseWalletAnswer<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  let result: ReturnType<typeof schema.safeParse>
  try {
    result = schema.safeParse(value)
  } catch (cause) {
    // an answer that throws when read (a proxy, a getter): still the wallet's bad answer
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { cause })
  }
  if (result.success) return result.data
  throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: z.prettifyError(result.error) })
}
