import type { FoyerState } from 'foyer'
import { expect, test } from 'vitest'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { profileWallets } from './profileWallets.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function stateWithTwoWallets(): FoyerState {
  const state = initialState()
  state.connectors = [
    { id: 'one', type: 'ANNOUNCED', name: 'Wallet One', chain: 'eip155', imageUrl: 'data:image/png;base64,AA' },
    { id: 'two', type: 'ANNOUNCED', name: 'Wallet Two', chain: 'eip155' },
  ]
  state.connections = {
    eip155: [
      { connectorId: 'two', accounts: [{ address: bob, type: 'eoa' }] },
      { connectorId: 'one', accounts: [{ address: alice, type: 'eoa' }], recent: true },
    ],
  }
  state.activeConnectorIds = { eip155: 'one' }
  state.chains.eip155 = {
    namespace: 'eip155',
    networks: [],
    accountState: {
      status: 'connected',
      address: alice,
      tokenBalance: [],
      allAccounts: [],
      currentTab: 0,
      connectedWalletInfo: { name: 'Rainbow', icon: 'http://127.0.0.1/rainbow.png' },
    },
    networkState: { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
  }
  return state
}

test('each namespace lists its connections, the active one first, named after the wallet it came from', () => {
  expect(profileWallets(stateWithTwoWallets())).toEqual([
    {
      namespace: 'eip155',
      wallets: [
        { connectorId: 'one', name: 'Rainbow', imageUrl: 'http://127.0.0.1/rainbow.png', address: alice, active: true },
        { connectorId: 'two', name: 'Wallet Two', imageUrl: undefined, address: bob, active: false },
      ],
    },
  ])
})

test('a configured namespace without connections is listed empty', () => {
  const state = stateWithTwoWallets()
  state.chains.solana = { ...state.chains.eip155!, namespace: 'solana' }
  expect(profileWallets(state).find((entry) => entry.namespace === 'solana')?.wallets).toEqual([])
})
