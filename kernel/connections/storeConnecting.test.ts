import { expect, test } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { type ConnectResult, defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import { createLogger } from '../createLogger.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { createConnections } from './createConnections.js'
import { storeConnecting } from './storeConnecting.js'

const injected = { connectorId: 'injected', accounts: [{ address: '0x1111', type: 'eoa' as const }] }

/** A page that stored a connector as connecting, then the next page: the same storage, a fresh state. */
function nextPage(answer: ConnectResult) {
  const clock = createTestClock()
  const logger = createLogger({ level: 'silent' })
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  storage.set('connections', { eip155: { status: 'connected', connectorId: 'injected', connections: [injected] } })
  storeConnecting({ store: createStore(initialState()), storage }, { namespace: 'eip155', connectorId: 'ID_AUTH' })
  const asked: string[] = []
  const adapter = defineAdapter({
    namespace: 'eip155',
    connect: async () => answer,
    disconnect: async () => undefined,
    getAccounts: async ({ connectorId }) => {
      asked.push(connectorId)
      return answer
    },
    signMessage: async () => '',
  })
  const store = createStore(initialState())
  const adapters = createAdapterRegistry([adapter])
  const connections = createConnections({ store, storage, adapters, bus: createBus(), logger, clock })
  return { storage, store, asked, restore: connections.restore }
}

test('a connector stored as connecting is asked on the next page, and connects when it answers an account', async () => {
  const page = nextPage({ accounts: [{ address: '0x2222', type: 'eoa' }], networkId: 'eip155:1' })
  expect(page.storage.get('connections')?.eip155).toMatchObject({ status: 'connecting', connectorId: 'ID_AUTH' })
  await page.restore()
  expect(page.asked).toEqual(['ID_AUTH'])
  expect(page.store.getState().chains.eip155?.accountState).toMatchObject({ status: 'connected', address: '0x2222' })
  const stored = page.storage.get('connections')?.eip155
  expect(stored).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' })
  // The wallet connected before stays, as a recent connection.
  expect(stored?.connections.find((each) => each.connectorId === 'injected')).toMatchObject({ recent: true })
})

test('a connector stored as connecting that answers no account leaves the namespace disconnected, nothing stored', async () => {
  const page = nextPage({ accounts: [], networkId: 'eip155:1' })
  await page.restore()
  expect(page.asked).toEqual(['ID_AUTH'])
  expect(page.store.getState().chains.eip155?.accountState.status ?? 'disconnected').toBe('disconnected')
  expect(page.storage.get('connections')).toBeUndefined()
})
