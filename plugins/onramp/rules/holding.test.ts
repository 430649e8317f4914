import type { AccountState } from 'foyer'
import { describe, expect, test } from 'vitest'
import { holdingGain, holdingOf } from './holding.js'

const account = {
  status: 'connected',
  balance: '9999.5',
  balanceSymbol: 'ETH',
  tokenBalance: [{ symbol: 'USDC', quantity: { decimals: '6', numeric: '1000.25' } }],
  allAccounts: [],
} as unknown as AccountState

describe('holdings', () => {
  test('the native balance for the native symbol, a token balance for a token, else 0', () => {
    expect(holdingOf(account, 'eth')).toBe('9999.5')
    expect(holdingOf(account, 'USDC')).toBe('1000.25')
    expect(holdingOf(account, 'DAI')).toBe('0')
    expect(holdingOf(undefined, 'ETH')).toBe('0')
  })

  test('the gain is exact, and undefined when nothing came', () => {
    expect(holdingGain('1000.25', '1098.25')).toBe('98')
    expect(holdingGain('0.1', '0.753333')).toBe('0.653333')
    expect(holdingGain('5', '5')).toBeUndefined()
    expect(holdingGain('5', '4')).toBeUndefined()
  })
})
