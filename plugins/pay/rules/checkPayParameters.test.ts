import type { Network } from 'foyer'
import { describe, expect, test } from 'vitest'
import { checkPayParameters } from './checkPayParameters.js'

const network = (id: number | string, namespace: Network['chainNamespace'] = 'eip155'): Network => ({
  id,
  chainNamespace: namespace,
  caipNetworkId: `${namespace}:${id}`,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const networks = [network(1), network(42161), network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')]
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const good = { recipient: bob, amount: '0.01', asset: 'native', network: 'eip155:1' }
const refusal = (input: unknown) => {
  try {
    checkPayParameters(input, networks)
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message }
  }
  return undefined
}

describe('parameters the app may pass', () => {
  test('the native coin on a network by CAIP id', () => {
    expect(checkPayParameters(good, networks)).toEqual({
      recipient: bob,
      amount: '0.01',
      token: undefined,
      network: networks[0],
    })
  })

  test('a token by address on a network by chain id', () => {
    const checked = checkPayParameters({ ...good, asset: usdc, amount: '12.5', network: 42161 }, networks)
    expect(checked.token).toBe(usdc)
    expect(checked.network.caipNetworkId).toBe('eip155:42161')
  })

  test.each(['1', '0.5', '.5', '10.', '1000000.000001'])('the amount %s', (amount) => {
    expect(checkPayParameters({ ...good, amount }, networks).amount).toBe(amount)
  })
})

describe('parameters refused, each with what is wrong', () => {
  test.each([
    [undefined, 'pass { recipient, amount, asset, network }'],
    ['0.01', 'pass { recipient, amount, asset, network }'],
    [{ ...good, recipient: '0x1234' }, 'recipient must be an address'],
    [{ ...good, recipient: undefined }, 'recipient must be an address'],
    [{ ...good, recipient: 'bob.reown.id' }, 'recipient must be an address'],
    [{ ...good, amount: 0.01 }, 'amount must be a positive decimal string'],
    [{ ...good, amount: '0' }, 'amount must be a positive decimal string'],
    [{ ...good, amount: '0.000' }, 'amount must be a positive decimal string'],
    [{ ...good, amount: '-1' }, 'amount must be a positive decimal string'],
    [{ ...good, amount: '1e18' }, 'amount must be a positive decimal string'],
    [{ ...good, amount: ' 1' }, 'amount must be a positive decimal string'],
    [{ ...good, amount: '1,5' }, 'amount must be a positive decimal string'],
    [{ ...good, asset: 'ETH' }, "asset must be 'native' or a token's contract address"],
    [{ ...good, asset: undefined }, "asset must be 'native' or a token's contract address"],
    [{ ...good, network: 'eip155:10' }, 'network eip155:10 is not one this app offers'],
    [{ ...good, network: 137 }, 'network eip155:137 is not one this app offers'],
    [{ ...good, network: undefined }, 'network must be a CAIP network id'],
    [{ ...good, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'pay works on eip155 networks'],
  ])('%j', (input, text) => {
    const error = refusal(input)
    expect(error?.code).toBe('PAY_INVALID_PARAMETERS')
    expect(error?.message).toContain(`Invalid pay parameters: ${text}`)
  })
})
