import { describe, expect, test } from 'vitest'
import { formatUnits, parseUnits } from 'foyer/kit'
import { solanaDevnet, solanaMainnet } from './solanaNetworks.js'
import { walletChain } from './walletChain.js'

describe('the chain a wallet is asked on', () => {
  test('the CAIP-2 id when the wallet names it', () => {
    expect(walletChain({ caipNetworkId: 'solana:abc' }, ['solana:abc', 'solana:localnet'])).toBe('solana:abc')
  })

  test('the standard’s names for the public clusters, localnet for any other', () => {
    expect(walletChain(solanaMainnet, ['solana:mainnet'])).toBe('solana:mainnet')
    expect(walletChain(solanaDevnet, [])).toBe('solana:devnet')
    expect(walletChain({ caipNetworkId: 'solana:7dHYQ26LQELZgYJMcVCTaEyC3gG35tuM' }, [])).toBe('solana:localnet')
  })
})

describe('SOL units', () => {
  test('lamports read as SOL with 9 decimals, trailing zeros dropped', () => {
    expect(formatUnits(1_000_000_000_000n, 9)).toBe('1000')
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatUnits(5n, 9)).toBe('0.000000005')
  })

  test('an amount parses to base units; more decimals than the token has is refused', () => {
    expect(parseUnits('1.25', 9)).toBe(1_250_000_000n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(() => parseUnits('0.0000001', 6)).toThrow(/at most 6 decimals/)
  })
})
