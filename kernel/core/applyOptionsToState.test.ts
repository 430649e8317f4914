import { produce } from 'immer'
import { expect, test } from 'vitest'
import { setDisconnected } from '../connections/connectionRecipes.js'
import { parseOptions } from '../options/parseOptions.js'
import { initialState } from '../state/FoyerState.js'
import { testNetwork } from '../testing/testNetworks.js'
import type { Network } from '../types.js'
import { applyOptionsToState, type StoredPreferences } from './applyOptionsToState.js'

const network = (namespace: Network['chainNamespace'], reference: string): Network => ({
  ...testNetwork(1, reference),
  id: reference,
  chainNamespace: namespace,
  caipNetworkId: `${namespace}:${reference}`,
})
const networks = [
  testNetwork(1, 'Ethereum'),
  network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  network('bip122', '000000000019d6689c085ae165831e93'),
  network('polkadot', '91b171bb158e2d3848fa23a9f1c25182'),
  network('cosmos', 'cosmoshub-4'),
]

const accountTypes = (input: Record<string, unknown>, stored?: StoredPreferences) => {
  const state = produce(initialState(), (draft) =>
    applyOptionsToState(draft, parseOptions({ networks, ...input }), stored),
  )
  return Object.fromEntries(
    Object.entries(state.chains).map(([namespace, chain]) => [namespace, chain.accountState.preferredAccountType]),
  )
}

test('each chain starts with SPEC §9’s default account type', () => {
  expect(accountTypes({})).toEqual({
    eip155: 'smartAccount',
    solana: 'eoa',
    bip122: 'payment',
    polkadot: 'eoa',
    cosmos: undefined,
  })
})

test('the defaultAccountTypes option overrides the default, and a stored choice overrides both', () => {
  const option = { defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' } }
  expect(accountTypes(option)).toMatchObject({ eip155: 'eoa', bip122: 'ordinal', solana: 'eoa' })
  expect(accountTypes(option, { preferredAccountTypes: { eip155: 'smartAccount' } })).toMatchObject({
    eip155: 'smartAccount',
    bip122: 'ordinal',
  })
})

test('a stored network is the active one when the options list it', () => {
  const state = produce(initialState(), (draft) =>
    applyOptionsToState(draft, parseOptions({ networks }), {
      activeNetwork: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }),
  )
  expect(state.activeNamespace).toBe('solana')
})

test('a disconnect keeps the chain’s preferred account type', () => {
  const state = produce(initialState(), (draft) => {
    applyOptionsToState(draft, parseOptions({ networks }))
    setDisconnected(draft, 'eip155')
  })
  expect(state.chains.eip155?.accountState).toMatchObject({
    status: 'disconnected',
    preferredAccountType: 'smartAccount',
  })
})
