import { expect, test, vi } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { type ConnectResult, defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import type { Namespace } from '../types.js'
import { createConnections } from './createConnections.js'
import { restoreWaitMs } from './restoreConnections.js'

const answers = {
  eip155: { accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }], networkId: 'eip155:1' },
  solana: {
    accounts: [{ address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', type: 'eoa' }],
    networkId: 'solana:abc',
  },
} satisfies Record<string, ConnectResult>

/**
 * Two namespaces connected on an earlier visit, restored on an injected clock; the eip155 wallet never answers its
 * accounts request until `answerEip155` (or ever).
 */
function setup() {
  let answerEip155: (result: ConnectResult) => void = () => undefined
  const held = new Promise<ConnectResult>((resolve) => {
    answerEip155 = resolve
  })
  const adapterOf = (namespace: Namespace & keyof typeof answers) =>
    defineAdapter({
      namespace,
      connect: async () => answers[namespace],
      disconnect: async () => undefined,
      getAccounts: () => (namespace === 'eip155' ? held : Promise.resolve(answers[namespace])),
      signMessage: async () => '',
    })
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
  storage.set('connections', {
    eip155: { status: 'connected', connectorId: 'wallet', connections: [] },
    solana: { status: 'connected', connectorId: 'wallet', connections: [] },
  })
  const status = (namespace: Namespace) => store.getState().chains[namespace]?.accountState.status
  return { connections, clock, storage, store, status, answerEip155: (result: ConnectResult) => answerEip155(result) }
}

/** Settles what the restore's promises have to settle (the clock's timers run only when advanced). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a wallet that never answers the restore: after 10 s its namespace is disconnected, its stored connection kept, the others restored', async () => {
  const { connections, clock, storage, status } = setup()
  let done = false
  const restored = connections.restore().then(() => {
    done = true
  })
  await vi.waitFor(() => expect(status('solana')).toBe('connected'))
  expect(status('eip155')).toBe('connecting')
  clock.advance(restoreWaitMs - 1)
  await settle()
  expect(done).toBe(false)
  clock.advance(1)
  await restored
  expect(status('eip155')).toBe('disconnected')
  expect(status('solana')).toBe('connected')
  expect(storage.get('connections')?.eip155).toMatchObject({ status: 'connected', connectorId: 'wallet' })
})

test('a restore queued behind a held one starts once the held one is bounded', async () => {
  const { connections, clock, status } = setup()
  const first = connections.restore()
  const second = connections.restore()
  await vi.waitFor(() => expect(status('solana')).toBe('connected'))
  clock.advance(restoreWaitMs)
  await first
  await settle()
  clock.advance(restoreWaitMs)
  await second
  expect(status('eip155')).toBe('disconnected')
})

test("a wallet's late answer still connects its namespace", async () => {
  const { connections, clock, status, answerEip155, store } = setup()
  const restored = connections.restore()
  await vi.waitFor(() => expect(status('solana')).toBe('connected'))
  clock.advance(restoreWaitMs)
  await restored
  answerEip155(answers.eip155)
  await vi.waitFor(() => expect(status('eip155')).toBe('connected'))
  expect(store.getState().activeConnectorIds.eip155).toBe('wallet')
})
