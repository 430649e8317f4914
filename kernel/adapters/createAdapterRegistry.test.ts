import { describe, expect, test, vi } from 'vitest'
import { CapabilityNotSupportedError } from '../errors/CapabilityNotSupportedError.js'
import { createAdapterRegistry } from './createAdapterRegistry.js'
import { defineAdapter } from './defineAdapter.js'

const core = {
  connect: async () => ({ accounts: [], networkId: 'eip155:1' as const }),
  disconnect: async () => undefined,
  getAccounts: async () => ({ accounts: [], networkId: 'eip155:1' as const }),
  signMessage: async () => '0x',
}

describe('adapter registry', () => {
  test('a declared capability is returned, a missing one is CapabilityNotSupportedError', async () => {
    const getBalance = vi.fn(async () => ({ balance: '1.0', symbol: 'ETH' }))
    const registry = createAdapterRegistry([
      defineAdapter({ namespace: 'eip155', ...core, capabilities: { getBalance } }),
      defineAdapter({ namespace: 'polkadot', ...core }),
    ])
    expect(registry.capability('eip155', 'getBalance')).toBe(getBalance)
    expect(registry.has('polkadot', 'getBalance')).toBe(false)
    expect(() => registry.capability('polkadot', 'getBalance')).toThrow(CapabilityNotSupportedError)
    expect(() => registry.capability('polkadot', 'getBalance')).toThrow('The polkadot adapter cannot getBalance')
  })

  test('a namespace without an adapter is "Adapter not found"', () => {
    const registry = createAdapterRegistry([])
    expect(() => registry.getOrThrow('solana')).toThrow('Adapter not found')
  })

  test('two adapters for one namespace are refused', () => {
    expect(() =>
      createAdapterRegistry([
        defineAdapter({ namespace: 'eip155', ...core }),
        defineAdapter({ namespace: 'eip155', ...core }),
      ]),
    ).toThrow('An adapter for eip155 is already registered')
  })

  test('setup runs each adapter once and the teardown reaches all', () => {
    const off = vi.fn()
    const setup = vi.fn(() => off)
    const registry = createAdapterRegistry([defineAdapter({ namespace: 'eip155', ...core, setup })])
    const teardown = registry.setup(() => ({}) as never)
    expect(setup).toHaveBeenCalledOnce()
    teardown()
    expect(off).toHaveBeenCalledOnce()
  })

  test('each namespace is reported discovered once its adapter has found its wallets, a failed search too', async () => {
    let found = () => {}
    const registry = createAdapterRegistry([
      defineAdapter({
        namespace: 'eip155',
        ...core,
        discovered: () => new Promise<void>((resolve) => (found = resolve)),
      }),
      defineAdapter({ namespace: 'solana', ...core }),
      defineAdapter({ namespace: 'polkadot', ...core, discovered: () => Promise.reject(new TypeError('no code')) }),
    ])
    const reported: string[] = []
    registry.setup(
      () => ({}) as never,
      (namespace) => reported.push(namespace),
    )
    await vi.waitFor(() => expect(reported.sort()).toEqual(['polkadot', 'solana']))
    found()
    await vi.waitFor(() => expect(reported).toContain('eip155'))
  })
})
