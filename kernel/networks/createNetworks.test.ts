import { describe, expect, test, vi } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { initialChainState } from '../state/initialChainState.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { testNetwork } from '../testing/testNetworks.js'
import type { Network } from '../types.js'
import { createNetworks } from './createNetworks.js'

const network = (id: number) => testNetwork(id, `Chain ${id}`, 'http://127.0.0.1:1')
const solanaNetwork: Network = {
  ...network(101),
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
}

function setup({ connected = false, activeNetworkId = 'eip155:1' } = {}) {
  const switchNetwork = vi.fn(async () => undefined)
  const adapter = defineAdapter({
    namespace: 'eip155',
    connect: async () => ({ accounts: [], networkId: 'eip155:1' }),
    disconnect: async () => undefined,
    getAccounts: async () => ({ accounts: [], networkId: 'eip155:1' }),
    signMessage: async () => '0x',
    capabilities: { switchNetwork },
  })
  const store = createStore(initialState())
  store.update((draft) => {
    const chain = initialChainState('eip155', [network(1), network(42161)])
    chain.activeNetworkId = activeNetworkId as `eip155:${number}`
    if (connected) {
      chain.accountState = { ...chain.accountState, status: 'connected', address: '0xabc' }
      draft.activeConnectorIds.eip155 = 'test'
    }
    draft.chains.eip155 = chain
    draft.activeNamespace = 'eip155'
  })
  const bus = createBus()
  const switched = vi.fn()
  bus.on('network:switched', switched)
  const logger = { warn: vi.fn(), error: vi.fn() }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock: createTestClock() })
  const close = vi.fn()
  const networks = createNetworks({ store, storage, adapters: createAdapterRegistry([adapter]), bus, close })
  return { networks, store, storage, switchNetwork, switched, close }
}

describe('networks', () => {
  test('switching while disconnected changes the active network without the wallet', async () => {
    const { networks, switchNetwork, switched, storage } = setup()
    await networks.switch('eip155:42161')
    expect(networks.active()?.id).toBe(42161)
    expect(switchNetwork).not.toHaveBeenCalled()
    expect(switched).toHaveBeenCalledWith({ namespace: 'eip155', from: 'eip155:1', to: 'eip155:42161' })
    expect(storage.get('activeNetwork')).toBe('eip155:42161')
  })

  test("a network of a chain the app gave no adapter for is 'Chain adapter not found', and nothing moves", async () => {
    const { networks, store, switched, storage } = setup()
    store.update((draft) => {
      draft.chains.solana = initialChainState('solana', [solanaNetwork])
    })
    const before = store.getState()
    await expect(networks.switch(solanaNetwork.caipNetworkId)).rejects.toMatchObject({
      code: 'CHAIN_ADAPTER_NOT_FOUND',
      shortMessage: 'Chain adapter not found',
    })
    expect(store.getState()).toBe(before)
    expect(switched).not.toHaveBeenCalled()
    expect(storage.get('activeNetwork')).toBeUndefined()
  })

  test('switching while connected asks the wallet first and moves the address to the network', async () => {
    const { networks, switchNetwork, store } = setup({ connected: true })
    await networks.switch('eip155:42161')
    expect(switchNetwork).toHaveBeenCalledWith({ connectorId: 'test', network: network(42161) })
    expect(store.getState().chains.eip155?.accountState.caipAddress).toBe('eip155:42161:0xabc')
  })

  test('a wallet refusing the switch leaves the network as it was', async () => {
    const { networks, switchNetwork, switched } = setup({ connected: true })
    switchNetwork.mockRejectedValue(new Error('rejected'))
    await expect(networks.switch('eip155:42161')).rejects.toThrow('rejected')
    expect(networks.active()?.id).toBe(1)
    expect(switched).not.toHaveBeenCalled()
  })

  test('an unknown network id raises the switch-network-not-found alert', async () => {
    const { networks, store } = setup()
    await expect(networks.switch('eip155:10')).rejects.toThrow('Network not found')
    expect(store.getState().alert?.code).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(networks.active()?.id).toBe(1)
  })

  test('switching away from a network the app does not list closes the modal', async () => {
    const { networks, close } = setup({ connected: true, activeNetworkId: 'eip155:10' })
    await networks.switch('eip155:1')
    expect(close).toHaveBeenCalledOnce()
  })

  test('a switch overtaken by a later one changes nothing when the wallet answers it', async () => {
    const { networks, switchNetwork, switched, storage } = setup({ connected: true })
    const answers: (() => void)[] = []
    switchNetwork.mockImplementation(() => new Promise<undefined>((resolve) => answers.push(() => resolve(undefined))))
    const first = networks.switch('eip155:42161')
    expect(networks.switching('eip155')).toBe(true)
    // Back on the state's network while the first switch waits: the wallet may yet move, so it is asked too.
    const second = networks.switch('eip155:1')
    expect(switchNetwork).toHaveBeenCalledTimes(2)
    answers[0]!()
    await first
    expect(networks.active()?.id).toBe(1)
    expect(switched).not.toHaveBeenCalled()
    expect(storage.get('activeNetwork')).toBeUndefined()
    answers[1]!()
    await second
    expect(networks.switching('eip155')).toBe(false)
    expect(storage.get('activeNetwork')).toBe('eip155:1')
  })

  test('removing the active network falls back to the first remaining one', () => {
    const { networks } = setup({ activeNetworkId: 'eip155:42161' })
    networks.remove('eip155:42161')
    expect(networks.active()?.id).toBe(1)
    expect(networks.all().map((n) => n.id)).toEqual([1])
  })
})
