import { expect, test } from 'vitest'
import { createStore } from '../state/createStore.js'
import { initialState } from '../state/FoyerState.js'
import { initialChainState } from '../state/initialChainState.js'
import { testNetwork } from '../testing/testNetworks.js'
import { createChainActions } from './createChainActions.js'

/** A store with eip155's chains 1 and 10, chain 1 active, no wallet connected. */
function setup() {
  const store = createStore(initialState())
  store.update((draft) => {
    draft.chains.eip155 = initialChainState('eip155', [testNetwork(1), testNetwork(10)])
  })
  const chain = () => store.getState().chains.eip155
  return { store, chain, actions: createChainActions(store) }
}

test("the next wallet's network is one of the namespace's, chosen while none is connected", () => {
  const { store, chain, actions } = setup()
  actions.preselectNetwork('eip155', 'eip155:10')
  expect(chain()?.activeNetworkId).toBe('eip155:10')
  const before = store.getState()
  actions.preselectNetwork('eip155', 'eip155:999')
  actions.preselectNetwork('solana', 'eip155:1')
  expect(store.getState()).toBe(before)
})

test('a connected wallet keeps its network (it switches through networks.switch)', () => {
  const { store, chain, actions } = setup()
  store.update((draft) => {
    if (draft.chains.eip155) draft.chains.eip155.accountState.status = 'connected'
  })
  actions.preselectNetwork('eip155', 'eip155:10')
  expect(chain()?.activeNetworkId).toBe('eip155:1')
})

test('the smart account networks are whole chain ids; anything else changes nothing', () => {
  const { store, chain, actions } = setup()
  actions.setSmartAccountNetworks('eip155', [1, 10])
  expect(chain()?.networkState.smartAccountEnabledNetworks).toEqual([1, 10])
  const before = store.getState()
  actions.setSmartAccountNetworks('eip155', [1.5])
  actions.setSmartAccountNetworks('eip155', 'all' as never)
  actions.setSmartAccountNetworks('solana', [1])
  expect(store.getState()).toBe(before)
})
