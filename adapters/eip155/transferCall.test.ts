import { decodeFunctionData, encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { transferCall, transferKind } from './transferCall.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0x44a18F2C46A9EdE4E744a727737b90b112dF1f01'
const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const usdtAbi = parseAbi(['function transfer(address to, uint256 amount)'])

describe('transfer calldata', () => {
  test('a native transfer goes to the receiver with the value and an empty data field', () => {
    expect(transferCall(undefined, receiver, 5n)).toEqual({ kind: 'native', to: receiver, value: 5n, data: '0x' })
  })

  test("an ERC-20 transfer is the token's transfer(receiver, amount), no value", () => {
    const call = transferCall(usdc, receiver, 1_500_000n)
    expect(call).toMatchObject({ kind: 'erc20', to: usdc, value: 0n })
    expect(call.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_500_000n] }),
    )
  })

  test("the USDT contracts take USDT's transfer (no return value), whatever the address's case", () => {
    expect(transferKind(usdt)).toBe('usdt')
    expect(transferKind(usdt.toLowerCase())).toBe('usdt')
    expect(transferKind('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9')).toBe('usdt')
    expect(transferKind(usdc)).toBe('erc20')
    const call = transferCall(usdt, receiver, 2n ** 255n)
    expect(call.kind).toBe('usdt')
    expect(decodeFunctionData({ abi: usdtAbi, data: call.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [receiver, 2n ** 255n],
    })
  })
})
