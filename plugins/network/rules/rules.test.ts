import type { FoyerState, Network } from 'foyer'
import { describe, expect, test } from 'vitest'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { initialChainState } from '../../../kernel/state/initialChainState.js'
import { isNetworkSupported, shouldShowUnsupportedChain } from './isUnsupportedNetwork.js'
import { switchNetworkView } from './switchNetworkView.js'

const network = (chainNamespace: Network['chainNamespace'], id: string): Network => ({
  id,
  chainNamespace,
  caipNetworkId: `${chainNamespace}:${id}`,
  name: `${chainNamespace} ${id}`,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const mainnet = network('eip155', '1')
const arbitrum = network('eip155', '42161')
const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

function state({ connected = false, activeNetworkId = 'eip155:1' } = {}): FoyerState {
  const base = initialState()
  const eip155 = initialChainState('eip155', [mainnet, arbitrum], mainnet)
  eip155.activeNetworkId = activeNetworkId as `${string}:${string}`
  if (connected) eip155.accountState = { ...eip155.accountState, status: 'connected', address: '0xabc' }
  return { ...base, activeNamespace: 'eip155', chains: { eip155, solana: initialChainState('solana', [solana]) } }
}

describe('which view a network switch opens', () => {
  test('SwitchNetwork when the wallet needs a confirmation', () => {
    expect(
      switchNetworkView({ state: state(), target: arbitrum, requiresConfirmation: true, authSupportsTarget: false })
        ?.view,
    ).toBe('SwitchNetwork')
  })
  test('SwitchNetwork when the auth connector supports the chain', () => {
    expect(
      switchNetworkView({
        state: state({ connected: true }),
        target: solana,
        requiresConfirmation: false,
        authSupportsTarget: true,
      })?.view,
    ).toBe('SwitchNetwork')
  })
  test('SwitchActiveChain when connected here but without an address in the target namespace', () => {
    expect(
      switchNetworkView({
        state: state({ connected: true }),
        target: solana,
        requiresConfirmation: false,
        authSupportsTarget: false,
      }),
    ).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana', navigateToConnect: true, replace: false },
    })
  })
  test('SwitchNetwork otherwise', () => {
    expect(
      switchNetworkView({
        state: state({ connected: true }),
        target: arbitrum,
        requiresConfirmation: false,
        authSupportsTarget: false,
      })?.view,
    ).toBe('SwitchNetwork')
  })
  test('no view when nothing is connected', () => {
    expect(
      switchNetworkView({ state: state(), target: arbitrum, requiresConfirmation: false, authSupportsTarget: false }),
    ).toBeUndefined()
  })
})

describe('UnsupportedChain', () => {
  const input = { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }
  test('shows when the connected wallet is on a network the app does not list', () => {
    expect(
      shouldShowUnsupportedChain({ ...input, state: state({ connected: true, activeNetworkId: 'eip155:10' }) }),
    ).toBe(true)
  })
  test('not on a listed network, nor when disconnected', () => {
    expect(shouldShowUnsupportedChain({ ...input, state: state({ connected: true }) })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...input, state: state({ activeNetworkId: 'eip155:10' }) })).toBe(false)
  })
  test.each([
    ['network switching is disabled', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['basic mode is on', { basic: true }],
  ])('not when %s', (_, change) => {
    expect(
      shouldShowUnsupportedChain({
        ...input,
        ...change,
        state: state({ connected: true, activeNetworkId: 'eip155:10' }),
      }),
    ).toBe(false)
  })
})

test('a network is supported when nothing is requested or it is requested', () => {
  expect(isNetworkSupported([], 'eip155:1')).toBe(true)
  expect(isNetworkSupported(['eip155:1'], 'eip155:1')).toBe(true)
  expect(isNetworkSupported(['eip155:1'], 'eip155:10')).toBe(false)
})
