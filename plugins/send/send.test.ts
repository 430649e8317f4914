import { describe, expect, test } from 'vitest'
import type { TokenBalance } from 'foyer'
import { checkSend, type SendDraft } from './rules/checkSend.js'
import { parseAmount, toUnits } from './rules/parseAmount.js'
import { sendableBalances } from './rules/sendableBalances.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0x44a18F2C46A9EdE4E744a727737b90b112dF1f01'

const token = (over: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${usdc}`,
  quantity: { decimals: '6', numeric: '10000' },
  iconUrl: '',
  price: 1,
  ...over,
})
// What the namespaces' adapters answer the form: eip155's and solana's can transfer (and say which receivers are
// their addresses); bip122 stands for a namespace whose adapter cannot.
const addressPatterns: Record<string, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
}
type Over = Partial<Omit<SendDraft, 'canTransfer' | 'receiverIsAddress'>>
const draft = (over: Over = {}): SendDraft => {
  const fields = { namespace: 'eip155', token: token(), amount: '1.5', receiver, ...over }
  const pattern = fields.namespace ? addressPatterns[fields.namespace] : undefined
  return {
    ...fields,
    canTransfer: pattern !== undefined,
    receiverIsAddress: pattern?.test(fields.receiver.trim()) ?? false,
  }
}
const failure = (over: Over) => {
  try {
    checkSend(draft(over))
  } catch (error) {
    return (error as Error & { shortMessage: string }).shortMessage
  }
  return 'no error'
}

describe('amounts', () => {
  test('a decimal amount becomes base units exactly', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount(' 0.000001 ', 6)).toBe(1n)
    expect(parseAmount('.25', 18)).toBe(250_000_000_000_000_000n)
    expect(parseAmount('10000', 6)).toBe(10_000_000_000n)
    expect(parseAmount('3.', 2)).toBe(300n)
  })

  test.each([
    ['abc', 'Enter the amount as a number, e.g. 1.5'],
    ['1,5', 'Enter the amount as a number, e.g. 1.5'],
    ['-1', 'Enter the amount as a number, e.g. 1.5'],
    ['1e3', 'Enter the amount as a number, e.g. 1.5'],
    ['.', 'Enter the amount as a number, e.g. 1.5'],
    ['0.0000001', 'This token has at most 6 decimals'],
    ['0', 'Enter an amount above 0'],
    ['0.000', 'Enter an amount above 0'],
  ])('%s is refused: %s', (text, message) => {
    expect(() => parseAmount(text, 6)).toThrow(message)
  })

  test("a balance's numeric string is read as base units, extra digits cut", () => {
    expect(toUnits('2.5', 18)).toBe(2_500_000_000_000_000_000n)
    expect(toUnits('0', 6)).toBe(0n)
    expect(toUnits('1.1234567', 6)).toBe(1_123_456n)
  })
})

describe('the send rules', () => {
  test("SPEC §5's texts, in its order: chain, then both fields, then the token", () => {
    expect(failure({ namespace: 'bip122' })).toBe('Unsupported chain')
    expect(failure({ namespace: undefined, amount: '' })).toBe('Unsupported chain')
    expect(failure({ amount: '' })).toBe('An amount and receiver address are required')
    expect(failure({ receiver: '  ' })).toBe('An amount and receiver address are required')
    expect(failure({ token: undefined })).toBe('A token is required')
    expect(failure({ token: undefined, amount: '' })).toBe('An amount and receiver address are required')
  })

  test('an amount above the balance, a malformed address: each its own text', () => {
    expect(failure({ amount: '10000.000001' })).toBe('Insufficient USDC balance')
    expect(failure({ receiver: '0x1234' })).toBe('Invalid receiver address')
    expect(failure({ receiver: `${receiver}00` })).toBe('Invalid receiver address')
    expect(failure({ receiver: 'not a name' })).toBe('Invalid receiver address')
    expect(failure({ namespace: 'solana', receiver: 'bob.reown.id' })).toBe('Invalid receiver address')
  })

  test('a valid draft gives base units and an address, or a name to resolve', () => {
    expect(checkSend(draft({ amount: '10000' }))).toMatchObject({
      units: 10_000_000_000n,
      receiver: { address: receiver },
    })
    expect(checkSend(draft({ receiver: 'Bob.Reown.id' })).receiver).toEqual({ name: 'bob.reown.id' })
    expect(checkSend(draft({ receiver: 'old.wcn.id' })).receiver).toEqual({ name: 'old.wcn.id' })
  })
})

test('the form offers native first, and the adapter-read native balance when the service left it out', () => {
  const network = testNetwork(1)
  const native = token({ name: 'Ether', symbol: 'ETH', address: undefined, quantity: { decimals: '18', numeric: '2' } })
  expect(sendableBalances({ tokenBalance: [token(), native], balance: '2' }, network).map((t) => t.symbol)).toEqual([
    'ETH',
    'USDC',
  ])
  const filled = sendableBalances({ tokenBalance: [token()], balance: '1.25' }, network)
  expect(filled[0]).toMatchObject({
    symbol: network.nativeCurrency.symbol,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: '1.25' },
  })
  expect(filled[0]?.address).toBeUndefined()
  expect(sendableBalances({ tokenBalance: [token()], balance: undefined }, network)).toHaveLength(1)
})
