import type * as z from 'zod/mini'
import { foyerError } from '../errors/codedErrors.js'

/** A path as zod prints it: `accounts[0].address`. */
const dotPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) =>
      typeof key === 'number'
        ? `[${key}]`
        : typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)
          ? `${index ? '.' : ''}${key}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join('')

/**
 * A failed parse's issues as zod's prettifyError prints them (`✖ message`, then `→ at path`), fewest path keys first.
 * Written here: zod's own would bring zod into the first open's file, where this is shared from.
 */
export function prettyIssues(error: z.core.$ZodError): string {
  return [...error.issues]
    .sort((a, b) => a.path.length - b.path.length)
    .map((issue) => `✖ ${issue.message}${issue.path.length ? `\n  → at ${dotPath(issue.path)}` : ''}`)
    .join('\n')
}

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
  throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: prettyIssues(result.error) })
}
