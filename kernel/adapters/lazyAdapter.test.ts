import { expect, test, vi } from 'vitest'
import { createAdapterRegistry } from './createAdapterRegistry.js'
import type { AdapterContext } from './defineAdapter.js'
import { lazyAdapter } from './lazyAdapter.js'

const answer = { accounts: [{ address: '0xabc', type: 'eoa' as const }], networkId: 'eip155:1' as const }

function runtime() {
  return {
    connect: vi.fn(async () => answer),
    disconnect: vi.fn(async () => undefined),
    getAccounts: vi.fn(async () => answer),
    signMessage: vi.fn(async () => '0xsigned'),
    parseUnits: vi.fn(async (value: string) => BigInt(value)),
    destroy: vi.fn(),
  }
}

test('a call before the kernel set the adapter up is a USAGE error', async () => {
  const adapter = lazyAdapter({ namespace: 'eip155', load: async () => runtime(), capabilities: [] })
  await expect(adapter.connect({ connectorId: 'a' })).rejects.toMatchObject({ code: 'USAGE' })
})

test('calls wait for the runtime that setup loads, and teardown destroys it', async () => {
  const loaded = runtime()
  const load = vi.fn(async () => loaded)
  const adapter = lazyAdapter({ namespace: 'eip155', load, capabilities: ['parseUnits'] })
  const teardown = adapter.setup?.({} as AdapterContext)
  expect(load).toHaveBeenCalledTimes(1)
  expect(await adapter.signMessage({ connectorId: 'a', address: '0xabc', message: 'hi' })).toBe('0xsigned')
  expect(await adapter.capabilities?.parseUnits?.('12', 0)).toBe(12n)
  teardown?.()
  await vi.waitFor(() => expect(loaded.destroy).toHaveBeenCalled())
})

test('only the declared capabilities are offered; another is CapabilityNotSupportedError', () => {
  const adapter = lazyAdapter({ namespace: 'eip155', load: async () => runtime(), capabilities: ['parseUnits'] })
  const registry = createAdapterRegistry([adapter])
  expect(registry.has('eip155', 'parseUnits')).toBe(true)
  expect(() => registry.capability('eip155', 'getBalance')).toThrow('The eip155 adapter cannot getBalance')
})

test('discovered settles once setup has made the runtime, and also when its code failed to load', async () => {
  let make = (_made: ReturnType<typeof runtime>) => {}
  const adapter = lazyAdapter({
    namespace: 'eip155',
    load: () => new Promise<ReturnType<typeof runtime>>((resolve) => (make = resolve)),
    capabilities: [],
  })
  adapter.setup?.({} as AdapterContext)
  let settled = false
  void adapter.discovered?.().then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled).toBe(false)
  make(runtime())
  await vi.waitFor(() => expect(settled).toBe(true))

  const failing = lazyAdapter({
    namespace: 'solana',
    load: () => Promise.reject(new TypeError('chunk')),
    capabilities: [],
  })
  failing.setup?.({} as AdapterContext)
  await expect(failing.discovered?.()).resolves.toBeUndefined()
})
