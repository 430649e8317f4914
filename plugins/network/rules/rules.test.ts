import type { Connector, FoyerState, Network } from 'foyer'
import { describe, expect, test } from 'vitest'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { initialChainState } from '../../../kernel/state/initialChainState.js'
import { isNetworkSupported, shouldShowUnsupportedChain } from './isUnsupportedNetwork.js'
import { authSupportsTarget, switchNetworkView } from './switchNetworkView.js'

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
const bitcoin = network('bip122', '000000000019d6689c085ae165831e93')

function state({ connected = false, activeNetworkId = 'eip155:1' } = {}): FoyerState {
  const base = initialState()
  const eip155 = initialChainState('eip155', [mainnet, arbitrum], mainnet)
  eip155.activeNetworkId = activeNetworkId as `${string}:${string}`
  if (connected) eip155.accountState = { ...eip155.accountState, status: 'connected', address: '0xabc' }
  return { ...base, activeNamespace: 'eip155', chains: { eip155, solana: initialChainState('solana', [solana]) } }
}

describe('which view a network switch opens', () => {
  /** Connected on eip155 through a connector of this type. */
  function connectedThrough(type: Connector['type']): FoyerState {
    const base = state({ connected: true })
    const connector: Connector = { id: 'c', type, name: 'C', chain: 'eip155' }
    return { ...base, connectors: [connector], activeConnectorIds: { eip155: 'c' } }
  }

  test('SwitchNetwork when the caller asks for a confirmation', () => {
    expect(
      switchNetworkView({ state: state({ connected: true }), target: solana, requiresConfirmation: true }),
    ).toEqual({
      view: 'SwitchNetwork',
      params: { network: solana },
    })
  })
  test('SwitchNetwork when connected through the auth connector and it serves the target namespace', () => {
    expect(switchNetworkView({ state: connectedThrough('AUTH'), target: solana })?.view).toBe('SwitchNetwork')
  })
  test('SwitchActiveChain when the auth connector does not serve the target namespace', () => {
    expect(switchNetworkView({ state: connectedThrough('AUTH'), target: bitcoin })?.view).toBe('SwitchActiveChain')
  })
  test('SwitchActiveChain when connected here but without an address in the target namespace', () => {
    expect(switchNetworkView({ state: connectedThrough('INJECTED'), target: solana })).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana', navigateToConnect: true, replace: false, network: solana.caipNetworkId },
    })
  })
  test('SwitchNetwork otherwise', () => {
    expect(switchNetworkView({ state: state({ connected: true }), target: arbitrum })?.view).toBe('SwitchNetwork')
  })
  test("no view when the target namespace's wallet is on that network already: only the active namespace changes", () => {
    const base = connectedThrough('INJECTED')
    const chain = base.chains.solana!
    const connected = {
      ...chain,
      accountState: { ...chain.accountState, status: 'connected' as const, address: 'So1' },
    }
    expect(
      switchNetworkView({ state: { ...base, chains: { ...base.chains, solana: connected } }, target: solana }),
    ).toBe(undefined)
  })
  test("SwitchNetwork while an earlier switch waits on the wallet, even to the state's network: the wallet may yet move", () => {
    const connected = state({ connected: true })
    expect(switchNetworkView({ state: connected, target: mainnet })).toBeUndefined()
    expect(switchNetworkView({ state: connected, target: mainnet, switching: true })?.view).toBe('SwitchNetwork')
  })
  test('no view when nothing is connected', () => {
    expect(switchNetworkView({ state: state(), target: arbitrum })).toBeUndefined()
  })
})

test('the auth connector serves eip155 and solana only, and only when it is the active connection', () => {
  const auth = (namespace: Network['chainNamespace']) => {
    const base = state({ connected: true })
    const connector: Connector = { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }
    return { ...base, connectors: [connector], activeConnectorIds: { [namespace]: 'auth' } }
  }
  expect(authSupportsTarget(auth('eip155'), arbitrum)).toBe(true)
  expect(authSupportsTarget(auth('eip155'), solana)).toBe(true)
  expect(authSupportsTarget(auth('eip155'), bitcoin)).toBe(false)
  expect(authSupportsTarget(auth('solana'), arbitrum)).toBe(false)
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
