import { describe, expect, test } from 'vitest'
import type { TokenBalance } from 'foyer'
import { balanceOf, maxSwapUnits, swapGasLimit } from './rules/balanceOf.js'
import { orderTokens } from './rules/orderTokens.js'
import { quoteFigures } from './rules/quoteFigures.js'
import { assertSwapNetwork, isSwapNetwork } from './rules/supportedNetworks.js'
import { fromUnits, parseSwapAmount } from './rules/units.js'
import type { SwapToken } from './schemas.js'

const token = (symbol: string, address: string, decimals = 18): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals,
  logoUri: null,
})
const eth = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
const usdc = token('USDC', '0x44a18F2C46A9EdE4E744a727737b90b112dF1f01', 6)
const pepe = token('PEPE', '0x1111111111111111111111111111111111111111')
const dai = token('DAI', '0x95EFBbd5A15eD519D105bdf80863c9c7E6B96C22')
const message = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { shortMessage: string }).shortMessage
  }
  return 'no error'
}

describe('supported networks (SPEC §5, §9)', () => {
  test("a network outside the list is refused with the SPEC's texts; one inside passes", () => {
    expect(isSwapNetwork({ caipNetworkId: 'eip155:42161' })).toBe(true)
    expect(isSwapNetwork({ caipNetworkId: 'eip155:11155111' })).toBe(false)
    expect(message(() => assertSwapNetwork({ caipNetworkId: 'eip155:5' }, 'swaps'))).toBe(
      'Network not supported for Swaps',
    )
    expect(message(() => assertSwapNetwork({ caipNetworkId: 'solana:x' }, 'gasPrice'))).toBe(
      'Network not supported for Gas Price',
    )
    expect(message(() => assertSwapNetwork({ caipNetworkId: 'eip155:1' }, 'swaps'))).toBe('no error')
  })
})

describe('the amount', () => {
  test('zero, text, too many decimals and more than the balance are each their own state', () => {
    const balance = 5_000_000n
    expect(message(() => parseSwapAmount('0', usdc, balance))).toBe('Enter an amount above 0')
    expect(message(() => parseSwapAmount('abc', usdc, balance))).toBe('Enter the amount as a number, e.g. 1.5')
    expect(message(() => parseSwapAmount('1.0000001', usdc, balance))).toBe('This token has at most 6 decimals')
    expect(message(() => parseSwapAmount('5.000001', usdc, balance))).toBe('Insufficient USDC balance')
    expect(parseSwapAmount('4.5', usdc, balance)).toBe(4_500_000n)
  })

  test("a native Max leaves the swap's gas at the gas price; a token's Max is its whole balance", () => {
    expect(maxSwapUnits(eth, 10n ** 18n, 10n)).toBe(10n ** 18n - 10n * swapGasLimit)
    expect(maxSwapUnits(eth, 100n, 10n)).toBe(0n)
    expect(maxSwapUnits(usdc, 7n, 10n)).toBe(7n)
  })

  test("a token's balance is read from the account's balances by address, the native coin's by its missing address", () => {
    const balances = [
      { address: undefined, quantity: { decimals: '18', numeric: '2.5' } },
      {
        address: `eip155:1:${usdc.address.split(':')[2]!.toLowerCase()}`,
        quantity: { decimals: '6', numeric: '12.25' },
      },
    ] as TokenBalance[]
    expect(balanceOf(eth, balances)).toBe(2_500_000_000_000_000_000n)
    expect(balanceOf(usdc, balances)).toBe(12_250_000n)
    expect(balanceOf(dai, balances)).toBe(0n)
  })
})

test('the suggested tokens come first in their SPEC order, then the rest; search matches symbol or name', () => {
  expect(orderTokens([pepe, dai, usdc, eth]).map((entry) => entry.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'PEPE'])
  expect(orderTokens([pepe, dai, usdc, eth], 'us').map((entry) => entry.symbol)).toEqual(['USDC'])
})

test('the minimum received is the quote less 1 %; the rate and price impact follow the prices', () => {
  const figures = quoteFigures({
    fromUnits: 10n ** 18n,
    toUnits: 2_970_000_000n,
    from: { decimals: 18, price: 3000 },
    to: { decimals: 6, price: 1 },
  })
  expect(figures.minimumUnits).toBe(2_940_300_000n)
  expect(figures.rate).toBe(2970)
  expect(figures.priceImpact).toBeCloseTo(1, 6)
  expect(figures.fromUsd).toBe(3000)
  expect(fromUnits(figures.minimumUnits, 6)).toBe('2940.3')
})
