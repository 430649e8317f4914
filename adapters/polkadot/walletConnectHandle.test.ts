import type { AdapterContext } from 'foyer'
import { expect, test, vi } from 'vitest'
import { kusama, polkadot, polkadotNetwork } from './polkadotNetworks.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

// The WalletConnect side of polkadot over a stand-in hub; the browser test walletConnectAllNamespaces.test.ts pairs
// it with the world's WalletConnect test wallet.

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const dot = polkadot.caipNetworkId
const ksm = kusama.caipNetworkId
const signature = `0x${'ab'.repeat(64)}`

function setup(session: unknown, answer: unknown = { signature }) {
  const request = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  const provider = { session, request, on: vi.fn(), off: vi.fn() }
  const hub = {
    addNamespace: vi.fn(),
    provider: async () => provider,
    session: () => session,
    pair: vi.fn(),
    disconnect: vi.fn(),
    onEnded: () => () => undefined,
    destroy: vi.fn(),
  }
  const store = { getState: () => ({ chains: { polkadot: { activeNetworkId: ksm } } }) }
  const context = { networks: [polkadot, kusama], shared: () => hub, store } as unknown as AdapterContext
  return { ...walletConnectConnector(context, {}), hub, request }
}

const withAccounts = (...accounts: string[]) => ({ namespaces: { polkadot: { chains: [dot, ksm], accounts } } })

test('the polkadot session proposal names the networks by genesis prefix, the polkadot_* methods, RPC URLs by reference', () => {
  const local = polkadotNetwork({
    genesisHash: `0x${'12'.repeat(32)}`,
    name: 'Local',
    rpcUrl: 'http://127.0.0.1:9944',
    currency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
  })
  expect(walletConnectNamespace([local, polkadot])).toEqual({
    chains: [`polkadot:${'12'.repeat(16)}`, dot],
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: { ['12'.repeat(16)]: 'http://127.0.0.1:9944', [dot.slice(9)]: 'https://rpc.polkadot.io' },
  })
})

test('the namespace joins the hub; a restore reads the session’s accounts, bound to their chains, and pairs not', async () => {
  const { connector, handle, hub } = setup(withAccounts(`${dot}:${alice}`, `${ksm}:${bob}`))
  expect(hub.addNamespace).toHaveBeenCalledWith('polkadot', expect.objectContaining({ chains: [dot, ksm] }))
  expect(connector).toEqual({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' })
  expect(await handle.accounts({ silent: true })).toEqual([
    { address: alice, genesisHash: dot.slice(9) },
    { address: bob, genesisHash: ksm.slice(9) },
  ])
  expect(hub.pair).not.toHaveBeenCalled()
})

test('without a session a restore answers nothing and pairs not; a connect pairs; a session without polkadot fails', async () => {
  const none = setup(undefined)
  expect(await none.handle.accounts({ silent: true })).toBeUndefined()
  expect(none.hub.pair).not.toHaveBeenCalled()
  await none.handle.accounts()
  expect(none.hub.pair).toHaveBeenCalledOnce()
  const other = setup({ namespaces: { eip155: {} } })
  await expect(other.handle.accounts()).rejects.toMatchObject({ code: 'CONNECT_FAILED' })
})

test('a session account with a wrong SS58 checksum or of another namespace is refused as INVALID_WALLET_ANSWER', async () => {
  const badChecksum = `${alice.slice(0, -1)}Z`
  await expect(setup(withAccounts(`${dot}:${badChecksum}`)).handle.accounts()).rejects.toMatchObject({
    code: 'INVALID_WALLET_ANSWER',
  })
  await expect(setup(withAccounts(`eip155:1:${alice}`)).handle.accounts()).rejects.toMatchObject({
    code: 'INVALID_WALLET_ANSWER',
  })
})

test('signing sends the <Bytes>-wrapped message (wrapped once), hex, to polkadot_signMessage on the active chain', async () => {
  const { handle, request } = setup(withAccounts(`${dot}:${alice}`, `${ksm}:${alice}`))
  expect(await handle.signRaw(alice, 'hi')).toBe(signature)
  const data = `0x${Buffer.from('<Bytes>hi</Bytes>').toString('hex')}`
  expect(request).toHaveBeenCalledWith(
    { method: 'polkadot_signMessage', params: { address: alice, data, type: 'bytes' } },
    ksm,
  )
  await handle.signRaw(alice, '<Bytes>hi</Bytes>')
  expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ params: expect.objectContaining({ data }) }), ksm)
})

test('a refusal (5000) is USER_REJECTED; a signature that is not 64 to 66 bytes of hex is INVALID_WALLET_ANSWER', async () => {
  const refusal = Object.assign(new Error('User rejected.'), { code: 5000 })
  await expect(setup(withAccounts(`${dot}:${alice}`), refusal).handle.signRaw(alice, 'hi')).rejects.toMatchObject({
    code: 'USER_REJECTED',
  })
  for (const answer of [{ signature: '0x1234' }, { signature: 42 }, 'ab'.repeat(64)])
    await expect(setup(withAccounts(`${dot}:${alice}`), answer).handle.signRaw(alice, 'hi')).rejects.toMatchObject({
      code: 'INVALID_WALLET_ANSWER',
    })
})

test('a session update is read again: new accounts reach the listener, a malformed one arrives as the error', async () => {
  const session = withAccounts(`${dot}:${alice}`)
  const { handle, hub } = setup(session)
  const heard: unknown[] = []
  handle.subscribe((accounts) => heard.push(accounts))
  const provider = await hub.provider()
  await vi.waitFor(() => expect(provider.on).toHaveBeenCalledWith('session_update', expect.any(Function)))
  const update = provider.on.mock.calls.find(([name]) => name === 'session_update')![1] as () => void
  session.namespaces.polkadot.accounts = [`${dot}:${bob}`]
  update()
  await vi.waitFor(() => expect(heard).toEqual([[{ address: bob, genesisHash: dot.slice(9) }]]))
  session.namespaces.polkadot.accounts = [`${dot}:${bob.slice(0, -1)}Z`]
  update()
  await vi.waitFor(() => expect(heard[1]).toMatchObject({ code: 'INVALID_WALLET_ANSWER' }))
})
