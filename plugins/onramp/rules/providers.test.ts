import { describe, expect, test } from 'vitest'
import { coinbaseChainOf, coinbaseFallsBack, providersFor } from './providers.js'

describe('coinbaseChainOf', () => {
  test('a Coinbase pay chain keeps its name; any other chain falls back to ethereum', () => {
    expect(coinbaseChainOf({ id: 42161 })).toBe('arbitrum')
    expect(coinbaseChainOf({ id: 8453 })).toBe('base')
    expect(coinbaseChainOf({ id: 31337 })).toBe('ethereum')
    expect(coinbaseChainOf({ id: 56 })).toBe('ethereum')
  })
  test('only an eip155 network off the list falls back (the purchase then lands on Ethereum)', () => {
    expect(coinbaseFallsBack({ id: 31337, chainNamespace: 'eip155' })).toBe(true)
    expect(coinbaseFallsBack({ id: 1, chainNamespace: 'eip155' })).toBe(false)
    expect(coinbaseFallsBack({ id: 8453, chainNamespace: 'eip155' })).toBe(false)
  })
})

describe('providersFor', () => {
  const both = ['meld', 'coinbase']
  test('Meld sells USDC on eip155 and SOL on Solana; Coinbase only eip155', () => {
    expect(providersFor('eip155', 'USDC', both).map((p) => p.id)).toEqual(['meld', 'coinbase'])
    expect(providersFor('eip155', 'ETH', both).map((p) => p.id)).toEqual(['coinbase'])
    expect(providersFor('solana', 'SOL', both).map((p) => p.id)).toEqual(['meld'])
  })
  test('only the providers the project enables', () => {
    expect(providersFor('eip155', 'USDC', ['coinbase']).map((p) => p.id)).toEqual(['coinbase'])
  })
})
