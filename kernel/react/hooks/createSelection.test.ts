import { expect, test } from 'vitest'
import { createFoyer } from '../../index.js'
import { createSelection } from './createSelection.js'
import { selectAccount, selectNetwork } from './selectors.js'

test('a selector that builds a new object returns the same object while the state is unchanged', () => {
  const select = createSelection<{ a: number }, { doubled: number }>()
  const state = { a: 1 }
  const first = select(state, (s) => ({ doubled: s.a * 2 }))
  const second = select(state, (s) => ({ doubled: s.a * 2 }))
  expect(second).toBe(first)
})

test('a new state with an equal selection keeps the previous object', () => {
  const select = createSelection<{ a: number; b: number }, { a: number }>()
  const first = select({ a: 1, b: 1 }, (s) => ({ a: s.a }))
  expect(select({ a: 1, b: 2 }, (s) => ({ a: s.a }))).toBe(first)
})

test('a changed selection gives a new object', () => {
  const select = createSelection<{ a: number }, { a: number }>()
  const first = select({ a: 1 }, (s) => ({ a: s.a }))
  const next = select({ a: 2 }, (s) => ({ a: s.a }))
  expect(next).not.toBe(first)
  expect(next).toEqual({ a: 2 })
})

test('a custom equality decides what counts as unchanged', () => {
  const select = createSelection<{ list: number[] }, number[]>()
  const byLength = (a: number[], b: number[]) => a.length === b.length
  const first = select({ list: [1] }, (s) => s.list, byLength)
  expect(select({ list: [2] }, (s) => s.list, byLength)).toBe(first)
})

test('account and network selections stay the same objects across unrelated store changes', () => {
  const foyer = createFoyer({})
  const account = createSelection<ReturnType<typeof foyer.getState>, ReturnType<typeof selectAccount>>()
  const network = createSelection<ReturnType<typeof foyer.getState>, ReturnType<typeof selectNetwork>>()
  const accountBefore = account(foyer.getState(), selectAccount)
  const networkBefore = network(foyer.getState(), selectNetwork)
  foyer.store.update((draft) => {
    draft.modal.loading = true
  })
  expect(account(foyer.getState(), selectAccount)).toBe(accountBefore)
  expect(network(foyer.getState(), selectNetwork)).toBe(networkBefore)
})

test('the account selection follows the active namespace', () => {
  const foyer = createFoyer({})
  expect(selectAccount(foyer.getState())).toEqual({
    address: undefined,
    caipAddress: undefined,
    status: 'disconnected',
    isConnected: false,
    namespace: undefined,
  })
  foyer.store.update((draft) => {
    draft.activeNamespace = 'eip155'
    draft.chains.eip155 = {
      namespace: 'eip155',
      networks: [],
      accountState: {
        status: 'connected',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        tokenBalance: [],
        allAccounts: [],
        currentTab: 0,
      },
      networkState: { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
    }
  })
  expect(selectAccount(foyer.getState())).toMatchObject({ isConnected: true, namespace: 'eip155' })
})
