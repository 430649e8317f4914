import { describe, expect, test, vi } from 'vitest'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { type ConnectResult, defineAdapter } from '../adapters/defineAdapter.js'
import { createBus } from '../bus/createBus.js'
import type { CallerErrorType } from '../errors/CallerErrorType.js'
import { ConnectFailedError, ModalClosedError } from '../errors/connectErrors.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { createConnections } from './createConnections.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An in-memory wallet behind a real adapter definition: it answers as the test sets it. */
function setup(backend = createMemoryBackend()) {
  const wallet = {
    answer: { accounts: [{ address: alice, type: 'eoa' }], networkId: 'eip155:1' } as unknown,
    reject: false,
    disconnect: vi.fn(async () => undefined),
    /** While set, an accounts request waits for it. */
    gate: undefined as Promise<void> | undefined,
    /** Accounts requests under way. */
    asking: 0,
  }
  const adapter = defineAdapter({
    namespace: 'eip155',
    connect: async () => {
      if (wallet.reject) throw new UserRejectedRequestError()
      return wallet.answer as ConnectResult
    },
    disconnect: wallet.disconnect,
    getAccounts: async () => {
      wallet.asking++
      await wallet.gate
      wallet.asking--
      return wallet.answer as ConnectResult
    },
    signMessage: async () => '0x',
  })
  const store = createStore(initialState())
  store.update((draft) => {
    draft.connectors = [
      { id: 'test', type: 'ANNOUNCED', name: 'Test Wallet', chain: 'eip155', info: { rdns: 'dev.foyer.testwallet' } },
    ]
  })
  const bus = createBus()
  const events: string[] = []
  bus.on('*', (type) => events.push(type as string))
  const clock = createTestClock()
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const storage = createStorage({ backend, prefix: 'foyer', logger, clock })
  const connections = createConnections({
    store,
    storage,
    adapters: createAdapterRegistry([adapter]),
    bus,
    logger,
    clock,
  })
  const account = () => store.getState().chains.eip155?.accountState
  return { wallet, store, storage, connections, events, clock, account, backend, bus }
}

describe('connections', () => {
  test('connecting makes the namespace connected and active, and stores it', async () => {
    const { connections, account, store, storage, events } = setup()
    const accounts = await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(accounts).toEqual([{ address: alice, type: 'eoa' }])
    expect(account()).toMatchObject({ status: 'connected', address: alice, caipAddress: `eip155:1:${alice}` })
    expect(account()?.connectedWalletInfo).toMatchObject({ name: 'Test Wallet', rdns: 'dev.foyer.testwallet' })
    expect(store.getState().activeNamespace).toBe('eip155')
    expect(store.getState().activeConnectorIds.eip155).toBe('test')
    expect(storage.get('connections')?.eip155).toMatchObject({ status: 'connected', connectorId: 'test' })
    expect(storage.get('recentWallets')?.[0]).toMatchObject({ id: 'test', name: 'Test Wallet' })
    expect(events).toContain('connect:success')
  })

  test('a rejected connection stays disconnected and says so', async () => {
    const { connections, wallet, account, storage } = setup()
    wallet.reject = true
    await expect(connections.connect({ namespace: 'eip155', connectorId: 'test' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(account()?.status).toBe('disconnected')
    expect(storage.get('connections')).toBeUndefined()
  })

  test.each([
    ['a non-array of accounts', { accounts: 'nope', networkId: 'eip155:1' }],
    ['a network of another namespace', { accounts: [{ address: alice, type: 'eoa' }], networkId: 'solana:abc' }],
    ['a malformed network id', { accounts: [{ address: alice, type: 'eoa' }], networkId: '1' }],
  ])('a wallet answering %s is refused with a clear error and changes nothing', async (_, answer) => {
    const { connections, wallet, account } = setup()
    wallet.answer = answer
    await expect(connections.connect({ namespace: 'eip155', connectorId: 'test' })).rejects.toThrow('Failed to connect')
    expect(account()?.status).toBe('disconnected')
    expect(account()?.address).toBeUndefined()
  })

  test('recent wallets keep at most two, newest first', async () => {
    const { connections, store, storage } = setup()
    for (const name of ['One', 'Two', 'Three']) {
      store.update((draft) => {
        draft.connectors = [{ id: name, type: 'ANNOUNCED', name, chain: 'eip155' }]
      })
      await connections.connect({ namespace: 'eip155', connectorId: name })
    }
    expect(storage.get('recentWallets')?.map((wallet) => wallet.name)).toEqual(['Three', 'Two'])
  })

  test('disconnect clears the account, the connector id and storage, then reports success', async () => {
    const { connections, account, store, storage, events, wallet } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    await connections.disconnect('eip155')
    expect(wallet.disconnect).toHaveBeenCalledWith({ connectorId: 'test' })
    expect(account()).toEqual({ status: 'disconnected', tokenBalance: [], allAccounts: [], currentTab: 0 })
    expect(store.getState().activeConnectorIds.eip155).toBeUndefined()
    expect(storage.get('connections')).toBeUndefined()
    expect(events.slice(-2)).toEqual(['disconnect:success', 'track'])
  })

  test("a disconnect of a namespace that is none of the app's chains is 'Chain is required to disconnect'", async () => {
    const { connections, account, storage, wallet } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    await expect(connections.disconnect('tron' as 'eip155')).rejects.toMatchObject({
      code: 'CHAIN_REQUIRED',
      shortMessage: 'Chain is required to disconnect',
    })
    expect(wallet.disconnect).not.toHaveBeenCalled()
    expect(account()?.status).toBe('connected')
    expect(storage.get('connections')).toBeDefined()
  })

  test('a wallet that never confirms the disconnect is let go after 3 s', async () => {
    const { connections, wallet, account, clock } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    wallet.disconnect.mockImplementation(() => new Promise(() => undefined))
    const done = connections.disconnect()
    // The disconnect's code loads on first use: the 3 s count from when the wallet is asked.
    await vi.waitFor(() => expect(wallet.disconnect).toHaveBeenCalled())
    clock.advance(3_000)
    await done
    expect(account()?.status).toBe('disconnected')
  })

  test('a disconnect that fails still clears the state and says "Failed to disconnect"', async () => {
    const { connections, wallet, account } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    wallet.disconnect.mockRejectedValue(new Error('wallet gone'))
    await expect(connections.disconnect('eip155')).rejects.toThrow('Failed to disconnect')
    expect(account()?.status).toBe('disconnected')
  })

  test('a stored connection is restored silently from storage plus the wallet', async () => {
    const first = setup()
    await first.connections.connect({ namespace: 'eip155', connectorId: 'test' })
    const second = setup(first.backend)
    await second.connections.restore()
    expect(second.account()).toMatchObject({ status: 'connected', address: alice })
  })

  test('a stored connecting state becomes connected or disconnected after sync', async () => {
    const { storage, connections, account, wallet } = setup()
    storage.set('connections', { eip155: { status: 'connecting', connectorId: 'test', connections: [] } })
    await connections.restore()
    expect(account()?.status).toBe('connected')
    wallet.answer = { accounts: [], networkId: 'eip155:1' }
    storage.set('connections', { eip155: { status: 'connecting', connectorId: 'test', connections: [] } })
    await connections.restore()
    expect(account()?.status).toBe('disconnected')
    expect(storage.get('connections')).toBeUndefined()
  })

  /** A second instance (a reload, another tab) on a connected instance's storage, its wallet holding answers. */
  async function heldSecondInstance() {
    const first = setup()
    await first.connections.connect({ namespace: 'eip155', connectorId: 'test' })
    const second = setup(first.backend)
    let answer = () => undefined as void
    second.wallet.gate = new Promise((resolve) => (answer = resolve))
    return { first, second, answer: () => answer() }
  }

  test('a connection removed (here or in another tab) while its restore asks the wallet stays removed', async () => {
    const { first, second, answer } = await heldSecondInstance()
    const restored = second.connections.restore()
    await vi.waitFor(() => expect(second.wallet.asking).toBe(1))
    first.backend.removeItem('foyer:connections')
    answer()
    await restored
    expect(second.account()?.status).toBe('disconnected')
    expect(second.storage.get('connections')).toBeUndefined()
  })

  test('a restore asked for while one runs starts after it', async () => {
    const { second, answer } = await heldSecondInstance()
    const restores = [second.connections.restore(), second.connections.restore()]
    await vi.waitFor(() => expect(second.wallet.asking).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(second.wallet.asking).toBe(1)
    answer()
    await Promise.all(restores)
    expect(second.account()).toMatchObject({ status: 'connected', address: alice })
  })

  test('the wallet switching accounts or network on its own updates the state and the stored network', async () => {
    const { connections, account, events, storage } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    await connections.walletEvents.accountsChanged('eip155', 'test', [{ address: bob, type: 'eoa' }])
    expect(account()?.address).toBe(bob)
    await connections.walletEvents.networkChanged('eip155', 'test', 'eip155:42161')
    expect(account()?.caipAddress).toBe(`eip155:42161:${bob}`)
    expect(storage.get('activeNetwork')).toBe('eip155:42161')
    expect(events).toContain('network:switched')
    await connections.walletEvents.accountsChanged('eip155', 'test', [])
    expect(account()?.status).toBe('disconnected')
  })
})

test('closing the modal while the wallet is asked gives up with "Modal closed" and ignores a late answer', async () => {
  const { connections, wallet, account } = setup()
  let approve: (value: unknown) => void = () => undefined
  wallet.answer = new Promise((resolve) => {
    approve = resolve
  })
  const controller = new AbortController()
  const pending = connections.connect({ namespace: 'eip155', connectorId: 'test', signal: controller.signal })
  await vi.waitFor(() => expect(account()?.status).toBe('connecting'))
  controller.abort()
  await expect(pending).rejects.toThrow('Modal closed')
  approve({ accounts: [{ address: alice, type: 'eoa' }], networkId: 'eip155:1' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(account()?.status).toBe('disconnected')
})

describe('switching connections', () => {
  test('connector status is connected for the active connector, active for another connection, else disconnected', async () => {
    const { connections, store } = setup()
    store.update((draft) => {
      draft.connectors.push({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
    })
    await connections.connect({ namespace: 'eip155', connectorId: 'other' })
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(connections.connectorStatus('eip155', 'test')).toBe('connected')
    expect(connections.connectorStatus('eip155', 'other')).toBe('active')
    expect(connections.connectorStatus('eip155', 'nobody')).toBe('disconnected')
  })

  test('switching to another account of the active wallet reports the account changed, not the wallet', async () => {
    const { connections, wallet, account } = setup()
    wallet.answer = {
      accounts: [
        { address: alice, type: 'eoa' },
        { address: bob, type: 'eoa' },
      ],
      networkId: 'eip155:1',
    }
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(await connections.switchConnection({ namespace: 'eip155', connectorId: 'test', address: bob })).toEqual({
      accountChanged: true,
      walletChanged: false,
    })
    expect(account()?.address).toBe(bob)
  })

  test('switching to another active connection reconnects it and reports the wallet changed', async () => {
    const { connections, store } = setup()
    store.update((draft) => {
      draft.connectors.push({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
    })
    await connections.connect({ namespace: 'eip155', connectorId: 'other' })
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(await connections.switchConnection({ namespace: 'eip155', connectorId: 'other' })).toEqual({
      accountChanged: false,
      walletChanged: true,
    })
    expect(store.getState().activeConnectorIds.eip155).toBe('other')
  })

  test('switching to a disconnected connector starts a new connection', async () => {
    const { connections, account } = setup()
    expect(await connections.switchConnection({ namespace: 'eip155', connectorId: 'test' })).toEqual({
      accountChanged: true,
      walletChanged: true,
    })
    expect(account()?.status).toBe('connected')
  })

  test('an unknown connector is "No connector found for connection"', async () => {
    const { connections } = setup()
    await expect(connections.switchConnection({ namespace: 'eip155', connectorId: 'ghost' })).rejects.toThrow(
      'No connector found for connection: ghost',
    )
  })
})

describe('a failed attempt changes nothing', () => {
  test('switching to another wallet that rejects keeps the wallet connected before, in the state and in storage', async () => {
    const { connections, store, storage, wallet, account } = setup()
    store.update((draft) => {
      draft.connectors.push({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
    })
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    const before = { stored: storage.get('connections'), chain: store.getState().chains.eip155 }
    wallet.reject = true
    await expect(connections.switchConnection({ namespace: 'eip155', connectorId: 'other' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(account()).toMatchObject({ status: 'connected', address: alice })
    expect(store.getState().activeConnectorIds).toEqual({ eip155: 'test' })
    expect(store.getState().chains.eip155).toEqual(before.chain)
    expect(storage.get('connections')).toEqual(before.stored)
  })

  test('a malformed answer while connected keeps the connection too', async () => {
    const { connections, wallet, account, storage } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    wallet.answer = { accounts: 'nope', networkId: 'eip155:1' }
    await expect(connections.connect({ namespace: 'eip155', connectorId: 'test' })).rejects.toThrow('Failed to connect')
    expect(account()?.status).toBe('connected')
    expect(storage.get('connections')?.eip155?.connectorId).toBe('test')
  })
})

describe('the wallet recorded', () => {
  test('a listed wallet chosen through WalletConnect is the recent wallet and the connected wallet, not the connector', async () => {
    const { connections, store, storage, account } = setup()
    store.update((draft) => {
      draft.connectors.push({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' })
    })
    const listing = { id: 'c57ca95b', name: 'Rainbow', imageUrl: 'http://127.0.0.1/rainbow.png' }
    await connections.connect({ namespace: 'eip155', connectorId: 'walletConnect', wallet: () => listing })
    expect(storage.get('connections')?.eip155?.wallet).toEqual(listing)
    expect(storage.get('recentWallets')).toEqual([listing])
    expect(account()?.connectedWalletInfo).toEqual({
      name: 'Rainbow',
      icon: 'http://127.0.0.1/rainbow.png',
      type: 'WALLET_CONNECT',
    })
  })

  test('a reload still names the listed wallet chosen, until another connector connects', async () => {
    const first = setup()
    first.store.update((draft) => {
      draft.connectors.push({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' })
    })
    const listing = { id: 'c57ca95b', name: 'Rainbow', imageUrl: 'http://127.0.0.1/rainbow.png' }
    await first.connections.connect({ namespace: 'eip155', connectorId: 'walletConnect', wallet: listing })
    const second = setup(first.backend)
    second.store.update((draft) => {
      draft.connectors.push({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' })
    })
    await second.connections.restore()
    expect(second.account()?.connectedWalletInfo).toEqual({
      name: 'Rainbow',
      icon: 'http://127.0.0.1/rainbow.png',
      type: 'WALLET_CONNECT',
    })
    await second.connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(second.storage.get('connections')?.eip155?.wallet).toBeUndefined()
    expect(second.account()?.connectedWalletInfo?.name).toBe('Test Wallet')
  })

  test('without a listing the connector is recorded', async () => {
    const { connections, storage } = setup()
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(storage.get('recentWallets')).toEqual([{ id: 'test', name: 'Test Wallet', rdns: 'dev.foyer.testwallet' }])
  })
})

describe('networks approved by the wallet', () => {
  test('a connection that lists its networks fills approvedCaipNetworkIds; one that does not supports all', async () => {
    const { connections, wallet, store } = setup()
    wallet.answer = {
      accounts: [{ address: alice, type: 'eoa' }],
      networkId: 'eip155:1',
      approvedNetworkIds: ['eip155:1', 'eip155:42161'],
    }
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(store.getState().chains.eip155?.networkState).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1', 'eip155:42161'],
      supportsAllNetworks: false,
    })
    await connections.walletEvents.networkChanged('eip155', 'test', 'eip155:42161')
    expect(store.getState().chains.eip155?.networkState.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:42161'])
    wallet.answer = { accounts: [{ address: alice, type: 'eoa' }], networkId: 'eip155:1' }
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    expect(store.getState().chains.eip155?.networkState).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
  })

  test('an approved network of another namespace is refused', async () => {
    const { connections, wallet, account } = setup()
    wallet.answer = {
      accounts: [{ address: alice, type: 'eoa' }],
      networkId: 'eip155:1',
      approvedNetworkIds: ['solana:abc'],
    }
    await expect(connections.connect({ namespace: 'eip155', connectorId: 'test' })).rejects.toThrow('Failed to connect')
    expect(account()?.status).toBe('disconnected')
  })

  test('disconnect clears the network state too and records a DISCONNECT_SUCCESS tracking event', async () => {
    const { connections, wallet, store, bus } = setup()
    const tracked: unknown[] = []
    wallet.answer = {
      accounts: [{ address: alice, type: 'eoa' }],
      networkId: 'eip155:1',
      approvedNetworkIds: ['eip155:1'],
    }
    await connections.connect({ namespace: 'eip155', connectorId: 'test' })
    bus.on('track', (event) => tracked.push(event))
    await connections.disconnect('eip155')
    expect(store.getState().chains.eip155?.networkState).toEqual({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    expect(tracked).toEqual([{ event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } }])
  })
})

test('switching with an unknown connection status is "Invalid connection status: …" and changes nothing', async () => {
  const { connections, store } = setup()
  await expect(
    connections.switchConnection({ namespace: 'eip155', connectorId: 'test', status: 'pending' as never }),
  ).rejects.toThrow('Invalid connection status: pending')
  expect(store.getState().activeConnectorIds).toEqual({})
  expect(store.getState().chains.eip155).toBeUndefined()
})

test('the other connections stored with a restored one come back flagged recent, and lose the flag when they connect', async () => {
  const first = setup()
  first.store.update((draft) => {
    draft.connectors.push({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
  })
  await first.connections.connect({ namespace: 'eip155', connectorId: 'other' })
  await first.connections.connect({ namespace: 'eip155', connectorId: 'test' })
  const second = setup(first.backend)
  second.store.update((draft) => {
    draft.connectors.push({ id: 'other', type: 'INJECTED', name: 'Other', chain: 'eip155' })
  })
  await second.connections.restore()
  const shown = () =>
    second.store.getState().connections.eip155?.map(({ connectorId, recent }) => ({ connectorId, recent }))
  expect(shown()).toEqual([
    { connectorId: 'test', recent: undefined },
    { connectorId: 'other', recent: true },
  ])
  expect(second.storage.get('connections')?.eip155?.connections.find((c) => c.connectorId === 'other')?.recent).toBe(
    true,
  )
  await second.connections.connect({ namespace: 'eip155', connectorId: 'other' })
  expect(shown()).toEqual([
    { connectorId: 'other', recent: undefined },
    { connectorId: 'test', recent: undefined },
  ])
})

describe('connect errors a caller branches on', () => {
  test('a wallet answering garbage fails the connect with ConnectFailedError', async () => {
    const { connections, wallet } = setup()
    wallet.answer = { accounts: 'nope' }
    const error = await connections.connect({ namespace: 'eip155', connectorId: 'test' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectFailedError)
    expect((error as CallerErrorType).code).toBe('CONNECT_FAILED')
  })

  test('giving up through the signal rejects with ModalClosedError and leaves the namespace disconnected', async () => {
    const { connections, account } = setup()
    const signal = AbortSignal.abort()
    const error = await connections
      .connect({ namespace: 'eip155', connectorId: 'test', signal })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ModalClosedError)
    expect((error as CallerErrorType).code).toBe('MODAL_CLOSED')
    expect(account()?.status).toBe('disconnected')
  })
})
