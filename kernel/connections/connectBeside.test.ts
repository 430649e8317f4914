import { expect, test, vi } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import type { Namespace } from '../types.js'
import { createConnections } from './createConnections.js'

const answers = {
  eip155: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', networkId: 'eip155:1' },
  solana: { address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', networkId: 'solana:abc' },
} as const

const adapterOf = (namespace: Namespace & keyof typeof answers) =>
  defineAdapter({
    namespace,
    connect: async () => ({
      accounts: [{ address: answers[namespace].address, type: 'eoa' }],
      networkId: answers[namespace].networkId,
    }),
    disconnect: async () => undefined,
    getAccounts: async () => ({ accounts: [], networkId: answers[namespace].networkId }),
    signMessage: async () => '',
  })

test('a namespace connected beside the chosen one (activate: false) connects without taking the active namespace', async () => {
  const clock = createTestClock()
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const store = createStore(initialState())
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  const connections = createConnections({
    store,
    storage,
    adapters: createAdapterRegistry([adapterOf('eip155'), adapterOf('solana')]),
    bus: createBus(),
    logger,
    clock,
  })
  await connections.connect({ namespace: 'eip155', connectorId: 'wallet' })
  await connections.connect({ namespace: 'solana', connectorId: 'wallet', activate: false })
  const state = store.getState()
  expect(state.activeNamespace).toBe('eip155')
  expect(state.chains.solana?.accountState).toMatchObject({ status: 'connected', address: answers.solana.address })
  expect(storage.get('activeNetwork')).toBe('eip155:1')
  expect(storage.get('connections')?.solana).toMatchObject({ status: 'connected', connectorId: 'wallet' })
})
