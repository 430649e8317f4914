import { expect, test } from 'vitest'
import { withoutZeroDecimals } from './fetchTokenBalances.js'
import { formatUnits } from 'foyer/kit'

test('tokens with zero decimals are dropped', () => {
  const token = (decimals: string) => ({
    name: decimals,
    chainId: 'eip155:1' as const,
    symbol: 'T',
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
    price: 0,
  })
  expect(withoutZeroDecimals([token('0'), token('6'), token('18')]).map((t) => t.name)).toEqual(['6', '18'])
})

test('units are formatted exactly', () => {
  expect(formatUnits(1234567n, 6)).toBe('1.234567')
  expect(formatUnits(1000000n, 6)).toBe('1')
  expect(formatUnits(5n, 18)).toBe('0.000000000000000005')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(-1500n, 3)).toBe('-1.5')
  expect(formatUnits(42n, 0)).toBe('42')
})
