import * as z from 'zod/mini'
import { expect, test } from 'vitest'
import { parseWalletAnswer, prettyIssues } from './parseWalletAnswer.js'

const accounts = z.object({
  accounts: z.array(z.object({ address: z.string(), 'public-key': z.optional(z.string()) })),
  chain: z.number(),
})

test('a wrong answer’s issues read as zod prints them', () => {
  for (const answer of [
    { accounts: [{ address: 1 }], chain: 'x' },
    { accounts: [{ address: 'a', 'public-key': 2 }], chain: 1 },
    null,
  ]) {
    const result = accounts.safeParse(answer)
    expect(result.success).toBe(false)
    if (!result.success) expect(prettyIssues(result.error)).toBe(z.prettifyError(result.error))
  }
})

test('a wrong answer is INVALID_WALLET_ANSWER naming the method and what is wrong', () => {
  expect(() => parseWalletAnswer(accounts, { accounts: [], chain: '1' }, 'eth_accounts')).toThrow(
    expect.objectContaining({ code: 'INVALID_WALLET_ANSWER', details: expect.stringContaining('→ at chain') }),
  )
  expect(parseWalletAnswer(accounts, { accounts: [], chain: 1 }, 'eth_accounts')).toEqual({ accounts: [], chain: 1 })
})
