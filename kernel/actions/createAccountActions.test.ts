import { expect, test } from 'vitest'
import { createStore } from '../state/createStore.js'
import { initialState } from '../state/FoyerState.js'
import { initialChainState } from '../state/initialChainState.js'
import { testNetwork } from '../testing/testNetworks.js'
import { createAccountActions } from './createAccountActions.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A store whose eip155 account is alice's, on chain 1 (of chains 1 and 10). */
function setup() {
  const store = createStore(initialState())
  store.update((draft) => {
    draft.chains.eip155 = initialChainState('eip155', [testNetwork(1), testNetwork(10)])
    Object.assign(draft.chains.eip155.accountState, { address: alice, status: 'connected' })
  })
  const account = () => store.getState().chains.eip155?.accountState
  return { store, account, actions: createAccountActions(store) }
}

test('the tab is set by its index; a negative, fractional or missing index changes nothing', () => {
  const { store, account, actions } = setup()
  actions.setTab('eip155', 2)
  expect(account()?.currentTab).toBe(2)
  const before = store.getState()
  for (const bad of [-1, 1.5, Number.NaN, '1' as never]) actions.setTab('eip155', bad)
  actions.setTab('solana', 1)
  expect(store.getState()).toBe(before)
})

test("the profile is written for the account's address, not for another one, nor with a bad value", () => {
  const { store, account, actions } = setup()
  actions.setProfile('eip155', alice, { name: 'alice.eth', avatar: 'https://a.example/a.png' })
  expect(account()).toMatchObject({ profileName: 'alice.eth', profileImage: 'https://a.example/a.png' })
  actions.setProfile('eip155', alice, { name: 'alice.reown.id' }) // the avatar stays
  expect(account()).toMatchObject({ profileName: 'alice.reown.id', profileImage: 'https://a.example/a.png' })
  actions.setProfile('eip155', alice, { name: null, avatar: null })
  expect(account()).toMatchObject({ profileName: null, profileImage: null })
  const before = store.getState()
  actions.setProfile('eip155', bob, { name: 'bob.eth' })
  actions.setProfile('eip155', alice, { name: 42 as never })
  actions.setProfile('eip155', alice, { avatar: {} as never })
  expect(store.getState()).toBe(before)
})

test('an avatar that is not an image source (javascript:, a data: URI of another type) changes nothing', () => {
  const { store, account, actions } = setup()
  actions.setProfile('eip155', alice, { name: 'alice.eth', avatar: '/avatars/alice.png' })
  const before = store.getState()
  actions.setProfile('eip155', alice, { name: 'mallory.eth', avatar: 'javascript:alert(1)' })
  actions.setProfile('eip155', alice, { avatar: ' JavaScript:alert(1)' })
  actions.setProfile('eip155', alice, { avatar: 'data:text/html,<script>alert(1)</script>' })
  expect(store.getState()).toBe(before)
  expect(account()).toMatchObject({ profileName: 'alice.eth', profileImage: '/avatars/alice.png' })
})

test('the balance is written while the account and network are the same; another network, address or key is not', () => {
  const { store, account, actions } = setup()
  actions.setBalance('eip155', { address: alice, networkId: 'eip155:1' }, { balance: '1.5', balanceSymbol: 'ETH' })
  expect(account()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  actions.setBalance('eip155', { address: alice, networkId: 'eip155:1' }, { balance: undefined })
  expect(account()?.balance).toBeUndefined()
  expect(account()?.balanceSymbol).toBe('ETH')
  const before = store.getState()
  actions.setBalance('eip155', { address: alice, networkId: 'eip155:10' }, { balance: '2' })
  actions.setBalance('eip155', { address: bob, networkId: 'eip155:1' }, { balance: '2' })
  actions.setBalance('eip155', { address: alice, networkId: 'eip155:1' }, { status: 'disconnected' } as never)
  actions.setBalance('eip155', { address: alice, networkId: 'eip155:1' }, { balance: 2 as never })
  expect(store.getState()).toBe(before)
})

test("token balances are the address's; another address or a list that is not one changes nothing", () => {
  const { store, account, actions } = setup()
  const token = { name: 'USD Coin', symbol: 'USDC' } as never
  actions.setTokenBalance('eip155', alice, [token])
  expect(account()?.tokenBalance).toEqual([token])
  const before = store.getState()
  actions.setTokenBalance('eip155', bob, [])
  actions.setTokenBalance('eip155', alice, 'none' as never)
  expect(store.getState()).toBe(before)
})

test('the Farcaster URL is set and removed; a value that is not text changes nothing', () => {
  const { store, account, actions } = setup()
  actions.setFarcasterUrl('https://farcaster.xyz/~/siwf?channelToken=1')
  expect(account()?.farcasterUrl).toBe('https://farcaster.xyz/~/siwf?channelToken=1')
  const before = store.getState()
  actions.setFarcasterUrl(7 as never)
  expect(store.getState()).toBe(before)
  actions.setFarcasterUrl(undefined)
  expect(account()).not.toHaveProperty('farcasterUrl')
})
