import { expect, test, vi } from 'vitest'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import { walletConnectHandle } from './walletConnectHandle.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'
import { bitcoinNetwork, bitcoinTestnet } from './bitcoinNetworks.js'

const chain = bitcoinTestnet.caipNetworkId
const pay = '2N2bjA9C1maBSJQJgeLGgcfLJvmEdTL7xXW'
const ord = 'tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk'

/** A hub whose session has the bip122 namespace, and a provider answering `answers` by method. */
function fakeHub(answers: Record<string, unknown>) {
  const session = { namespaces: { bip122: { chains: [chain], accounts: [`${chain}:${pay}`, `${chain}:${ord}`] } } }
  const request = vi.fn(async ({ method }: { method: string }) => {
    const answer = answers[method]
    if (answer instanceof Error) throw answer
    return answer
  })
  const provider = { session, request, on: vi.fn(), off: vi.fn() }
  const hub = {
    provider: async () => provider,
    session: () => session,
    pair: vi.fn(),
    disconnect: vi.fn(),
    onEnded: () => () => true,
  } as unknown as WalletConnectHub
  return { hub, request }
}

test('connect reads the session addresses, with public keys and purposes from getAccountAddresses', async () => {
  const { hub } = fakeHub({
    getAccountAddresses: [
      { address: pay, publicKey: `02${'ab'.repeat(32)}`, purpose: 'payment' },
      { address: ord, intention: 'ordinal' },
    ],
  })
  const handle = walletConnectHandle(hub, () => chain)
  expect(await handle.connect(false)).toEqual([
    { address: pay, publicKey: `02${'ab'.repeat(32)}`, purpose: 'payment' },
    { address: ord, purpose: 'ordinal', intention: 'ordinal' },
  ])
})

test('signMessage and signPsbt use AppKit’s params; the answers are parsed; a refusal (5000) is USER_REJECTED', async () => {
  // a signature of BIP-137's shape: 65 bytes, the header byte 31 (a compressed key)
  const signature = btoa(String.fromCharCode(31, ...new Array(64).fill(1)))
  const { hub, request } = fakeHub({ signMessage: { signature, address: pay }, signPsbt: { psbt: 'cHNidP8=' } })
  const handle = walletConnectHandle(hub, () => chain)
  expect(await handle.signMessage(pay, 'hi')).toBe(signature)
  expect(request).toHaveBeenLastCalledWith(
    { method: 'signMessage', params: { account: pay, address: pay, message: 'hi' } },
    chain,
  )
  expect(await handle.signPsbt('cHNidP8=', [{ address: pay, index: 0 }], chain)).toBe('cHNidP8=')
  expect(request.mock.lastCall?.[0]).toEqual({
    method: 'signPsbt',
    params: {
      account: pay,
      psbt: 'cHNidP8=',
      signInputs: [{ address: pay, index: 0, sighashTypes: [1] }],
      broadcast: false,
    },
  })
  const refusing = walletConnectHandle(
    fakeHub({ signMessage: Object.assign(new Error('no'), { code: 5000 }) }).hub,
    () => chain,
  )
  await expect(refusing.signMessage(pay, 'hi')).rejects.toMatchObject({ code: 'USER_REJECTED' })
  const garbled = walletConnectHandle(fakeHub({ signMessage: { signature: 42 } }).hub, () => chain)
  await expect(garbled.signMessage(pay, 'hi')).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('the session proposal names the Bitcoin networks, AppKit’s bip122 methods and the Esplora URLs', () => {
  const regtest = bitcoinNetwork({ name: 'Regtest', esploraUrl: 'http://127.0.0.1:9' })
  expect(walletConnectNamespace([bitcoinTestnet, regtest])).toEqual({
    chains: [chain, regtest.caipNetworkId],
    methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: {
      '000000000933ea01ad0ee984209779ba': 'https://mempool.space/testnet/api',
      '0f9188f13cb7b2c71f2a335e3a4fc328': 'http://127.0.0.1:9',
    },
  })
})

test('a session update whose accounts are not CAIP-10 text is ignored, never thrown into WalletConnect (found by fuzzing)', async () => {
  const { hub } = fakeHub({})
  const provider = (await hub.provider()) as unknown as { on: ReturnType<typeof vi.fn> }
  const heard: unknown[] = []
  walletConnectHandle(hub, () => chain).onAccountsChanged((addresses) => heard.push(addresses))
  await vi.waitFor(() => expect(provider.on).toHaveBeenCalledWith('session_update', expect.any(Function)))
  const onUpdate = provider.on.mock.calls.find(([event]) => event === 'session_update')![1] as () => void
  ;(hub.session() as unknown as { namespaces: { bip122: { accounts: unknown[] } } }).namespaces.bip122.accounts = [42]
  expect(onUpdate).not.toThrow()
  expect(heard).toEqual([])
})
