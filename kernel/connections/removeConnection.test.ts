import { describe, expect, test, vi } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { type ConnectResult, defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { createConnections } from './createConnections.js'
import { restoreWaitMs } from './restoreConnections.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Two in-memory wallets (one, two) behind a real adapter definition, each with its own account; from `silence()`
 * on, wallet two never answers a silent accounts read.
 */
function setup() {
  const answers: Record<string, unknown> = {
    one: { accounts: [{ address: alice, type: 'eoa' }], networkId: 'eip155:1' },
    two: { accounts: [{ address: bob, type: 'eoa' }], networkId: 'eip155:1' },
  }
  const disconnect = vi.fn(async (_: { connectorId: string }) => undefined)
  let silent = false
  const adapter = defineAdapter({
    namespace: 'eip155',
    connect: async ({ connectorId }) => answers[connectorId] as ConnectResult,
    disconnect,
    getAccounts: ({ connectorId }) =>
      silent && connectorId === 'two'
        ? new Promise<never>(() => {})
        : Promise.resolve(answers[connectorId] as ConnectResult),
    signMessage: async () => '0x',
  })
  const store = createStore(initialState())
  store.update((draft) => {
    draft.connectors = [
      { id: 'one', type: 'ANNOUNCED', name: 'Wallet One', chain: 'eip155' },
      { id: 'two', type: 'ANNOUNCED', name: 'Wallet Two', chain: 'eip155' },
    ]
  })
  const clock = createTestClock()
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  const connections = createConnections({
    store,
    storage,
    adapters: createAdapterRegistry([adapter]),
    bus: createBus(),
    logger,
    clock,
  })
  const listed = () => store.getState().connections.eip155?.map((connection) => connection.connectorId)
  const stored = () => storage.get('connections')?.eip155
  return { answers, disconnect, store, connections, listed, stored, clock, silence: () => (silent = true) }
}

describe('removing a connection', () => {
  test('removing another wallet lets it go and forgets it; the active one stays', async () => {
    const { connections, store, disconnect, listed, stored } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    await connections.removeConnection({ namespace: 'eip155', connectorId: 'two' })
    expect(disconnect).toHaveBeenCalledWith({ connectorId: 'two' })
    expect(listed()).toEqual(['one'])
    expect(store.getState().activeConnectorIds.eip155).toBe('one')
    expect(stored()?.connections.map((connection) => connection.connectorId)).toEqual(['one'])
  })

  test('removing the active wallet makes the next one active, with its account', async () => {
    const { connections, store, listed, stored } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    await connections.removeConnection({ namespace: 'eip155', connectorId: 'one' })
    expect(store.getState().activeConnectorIds.eip155).toBe('two')
    expect(store.getState().chains.eip155?.accountState).toMatchObject({ status: 'connected', address: bob })
    expect(listed()).toEqual(['two'])
    expect(stored()).toMatchObject({ connectorId: 'two', connections: [{ connectorId: 'two' }] })
  })

  test('removing the only wallet disconnects the namespace', async () => {
    const { connections, store, stored } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    await connections.removeConnection({ namespace: 'eip155', connectorId: 'one' })
    expect(store.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(stored()).toBeUndefined()
  })

  test('when the next wallet does not answer, removing the active one disconnects the namespace', async () => {
    const { connections, store, answers } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    answers.two = { accounts: [], networkId: 'eip155:1' }
    await connections.removeConnection({ namespace: 'eip155', connectorId: 'one' })
    expect(store.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(store.getState().activeConnectorIds.eip155).toBeUndefined()
  })

  test('a wallet that refuses to let go is still forgotten, and the caller hears "Failed to disconnect"', async () => {
    const { connections, disconnect, listed } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    disconnect.mockRejectedValueOnce(new Error('wallet gone'))
    await expect(connections.removeConnection({ namespace: 'eip155', connectorId: 'two' })).rejects.toThrow(
      'Failed to disconnect',
    )
    expect(listed()).toEqual(['one'])
  })
})

/** Waits until the clock holds the `n`th timer of restoreWaitMs (the switch's code loads on first use). */
const bounded = (clock: ReturnType<typeof createTestClock>, n = 1) =>
  vi.waitFor(() => expect(clock.delays.filter((ms) => ms === restoreWaitMs)).toHaveLength(n))

describe('a wallet that never answers a silent switch', () => {
  test('switchConnection fails with WALLET_TIMEOUT after restoreWaitMs; the active wallet stays', async () => {
    const { connections, store, clock, silence } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    silence()
    const outcome = connections.switchConnection({ namespace: 'eip155', connectorId: 'two' }).catch((e) => e)
    await bounded(clock)
    clock.advance(restoreWaitMs)
    const error = (await outcome) as FoyerError
    expect(error.code).toBe('WALLET_TIMEOUT')
    expect(error.message).toBe('The wallet did not answer getAccounts in time')
    expect(store.getState().activeConnectorIds.eip155).toBe('one')
    expect(clock.pending).toBe(0)
  })

  test('removing the active wallet when the next does not answer disconnects the namespace', async () => {
    const { connections, store, clock, silence } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'two' })
    await connections.connect({ namespace: 'eip155', connectorId: 'one' })
    silence()
    const removed = connections.removeConnection({ namespace: 'eip155', connectorId: 'one' })
    await bounded(clock)
    clock.advance(restoreWaitMs)
    await removed
    expect(store.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })
})
