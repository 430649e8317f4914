import { describe, expect, test } from 'vitest'
import { balancesFromAssets, walletAssetsSchema } from './walletAssets.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const asset = (over: Record<string, unknown> = {}) => ({
  address: usdc,
  balance: '0x2540be400',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'http://127.0.0.1/usdc.svg' },
  ...over,
})

describe('wallet assets', () => {
  test('a valid answer becomes token balances of the network, native without an address', () => {
    const parsed = walletAssetsSchema.parse({
      '0x1': [
        asset(),
        asset({
          address: 'native',
          type: 'native',
          balance: '0xde0b6b3a7640000',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
        }),
      ],
      '0xa4b1': [asset()],
    })
    expect(balancesFromAssets(parsed, 'eip155:1')).toEqual([
      {
        name: 'USD Coin',
        chainId: 'eip155:1',
        symbol: 'USDC',
        quantity: { decimals: '6', numeric: '10000' },
        address: `eip155:1:${usdc}`,
        iconUrl: 'http://127.0.0.1/usdc.svg',
        price: 1,
        value: 10000,
      },
      {
        name: 'Ether',
        chainId: 'eip155:1',
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
        price: 3000,
        value: 3000,
      },
    ])
  })

  test.each([
    ['a balance that is not hex', asset({ balance: '100' })],
    ['a balance longer than a uint256', asset({ balance: `0x${'1'.repeat(65)}` })],
    ['an unknown type', asset({ type: 'erc721' })],
    ['a bad address', asset({ address: '0x12' })],
    ['metadata without decimals', asset({ metadata: { name: 'USD Coin', symbol: 'USDC' } })],
  ])('an answer with %s is invalid as a whole', (_, bad) => {
    expect(walletAssetsSchema.safeParse({ '0x1': [asset(), bad] }).success).toBe(false)
  })

  test('decimals beyond a uint8 are refused, never formatted (found by fuzzing: 8578364203792789 ran out of string)', () => {
    const answer = (decimals: number) => ({
      '0x1': [asset({ metadata: { name: 'USD Coin', symbol: 'USDC', decimals } })],
    })
    expect(walletAssetsSchema.safeParse(answer(255)).success).toBe(true)
    expect(walletAssetsSchema.safeParse(answer(256)).success).toBe(false)
    expect(walletAssetsSchema.safeParse(answer(8578364203792789)).success).toBe(false)
  })
})
