import { foyerError } from 'foyer/kit'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createFoyer, type Foyer, type Kernel, UserRejectedRequestError } from 'foyer'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { WebSocketServer } from 'ws'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock, type TestClock } from '../../kernel/testing/createTestClock.js'
import { type Chains, startChains } from '../../playground/world/chains/startChains.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { viemChain } from '../../playground/world/chains/viemChain.js'
import { type Relay, startRelay } from '../../playground/world/relay/startRelay.js'
import { createMemoryStorage } from '../../playground/world/wallets/walletconnect/createMemoryStorage.js'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../../playground/world/wallets/walletconnect/createWalletConnectTestWallet.js'
import { createWalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import { pairingUriTimeout } from '../walletconnect/pairWallet.js'
import { createEip1193Provider } from './createEip1193Provider.js'
import { eip155Adapter } from './index.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

// The WalletConnect connector end to end in Node: kernel + eip155 adapter + universal-provider on the world's
// relay, paired with the WalletKit test wallet, signing and sending on anvil. The browser flows (QR view, reload,
// the lazy chunk) are in tests/browser/walletconnect.test.ts.

let chains: Chains
let relay: Relay
const running: { stop(): Promise<void> }[] = []
const foyers: Foyer[] = []
const [alice, bob] = [testAccounts[0]!.address, testAccounts[1]!.address]

beforeAll(async () => {
  ;[chains, relay] = await Promise.all([startChains(), startRelay()])
})
afterAll(async () => {
  await relay?.stop()
  await chains?.stop()
})
beforeEach(() => chains.reset())
afterEach(async () => {
  for (const foyer of foyers.splice(0)) foyer.destroy()
  await Promise.all(running.splice(0).map((one) => one.stop()))
})

const networks = () =>
  chains.chains.map((chain) => ({
    id: chain.chainId,
    chainNamespace: 'eip155' as const,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))

const walletOf = async (options: Partial<Parameters<typeof createWalletConnectTestWallet>[0]> = {}) => {
  const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, chains: chains.chains, ...options })
  running.push(wallet)
  return wallet
}

/** A Foyer app with only the WalletConnect connector; its WalletConnect storage and Foyer storage survive `again`. */
function appOf(relayUrl = relay.url) {
  const backend = createMemoryBackend()
  const storage = createMemoryStorage()
  const make = () => {
    const foyer = createFoyer({
      projectId: 'foyer-local-project',
      metadata: { name: 'Foyer test', description: 'A test', url: 'https://app.foyer.test', icons: [] },
      networks: networks(),
      urls: { relay: relayUrl },
      storage: backend,
      adapters: [eip155Adapter({ injected: false, eip6963: false, walletConnect: { telemetry: false, storage } })],
    })
    foyers.push(foyer)
    return foyer
  }
  return { make }
}

/** Connects through the kernel, handing the published pairing URI to the wallet. */
async function connect(kernel: Kernel, foyer: Foyer, wallet: WalletConnectTestWallet, signal?: AbortSignal) {
  const connecting = kernel.connections.connect({ namespace: 'eip155', connectorId: 'walletConnect', signal })
  await expect.poll(() => foyer.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:/)
  await wallet.pair(foyer.getState().pairing!.uri)
  return connecting
}

const account = (foyer: Foyer) => foyer.getState().chains.eip155?.accountState

describe('the WalletConnect connector', () => {
  test('is listed as a WALLET_CONNECT connector without loading WalletConnect', async () => {
    const foyer = appOf().make()
    const kernel = await foyer.ready()
    await expect
      .poll(() => foyer.getState().connectors.find((connector) => connector.id === 'walletConnect'))
      .toMatchObject({ type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' })
    expect(kernel.options.projectId).toBe('foyer-local-project')
  })

  test('pairs with the wallet through the published URI and shows its account; signing and sending go over the relay', async () => {
    const [wallet, foyer] = [await walletOf(), appOf().make()]
    const kernel = await foyer.ready()
    expect(await connect(kernel, foyer, wallet)).toEqual([{ address: alice, type: 'eoa' }])
    expect(account(foyer)).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${alice}` })
    expect(foyer.getState().pairing).toBeUndefined()
    expect(wallet.sessions()[0]).toMatchObject({ chainIds: [1, 42161], peer: { name: 'Foyer test' } })
    expect(foyer.getState().chains.eip155?.networkState).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1', 'eip155:42161'],
      supportsAllNetworks: false,
    })

    const signature = await kernel.adapters
      .getOrThrow('eip155')
      .signMessage({ connectorId: 'walletConnect', address: alice, message: 'hello relay' })
    expect(await verifyMessage({ address: alice, message: 'hello relay', signature: signature as `0x${string}` })).toBe(
      true,
    )

    const client = createPublicClient({ chain: viemChain(chains.chains[0]!), transport: http() })
    const before = await client.getBalance({ address: bob })
    const hash = await kernel.adapters.capability(
      'eip155',
      'sendTransaction',
    )({
      connectorId: 'walletConnect',
      to: bob,
      value: parseEther('1'),
      network: kernel.networks.active('eip155')!,
    })
    expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect(await client.getBalance({ address: bob })).toBe(before + parseEther('1'))
  })

  test('the wallet rejecting the session is a user rejection (its plain { code: 5000 })', async () => {
    const [wallet, foyer] = [await walletOf({ mode: 'reject' }), appOf().make()]
    const kernel = await foyer.ready()
    await expect(connect(kernel, foyer, wallet)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(account(foyer)?.status).toBe('disconnected')
    expect(foyer.getState().pairing).toBeUndefined()
  })

  test('a rejected signature is a user rejection, and 4001 through the app-facing provider', async () => {
    const [wallet, foyer] = [await walletOf(), appOf().make()]
    const kernel = await foyer.ready()
    await connect(kernel, foyer, wallet)
    wallet.setMode('reject', 'personal_sign')
    await expect(
      kernel.adapters.getOrThrow('eip155').signMessage({ connectorId: 'walletConnect', address: alice, message: 'no' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const provider = createEip1193Provider(foyer)
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', alice] })).rejects.toMatchObject({
      code: 4001,
    })
  })

  test('the session is restored from storage plus the wallet; a dapp disconnect ends it in the wallet', async () => {
    const app = appOf()
    const wallet = await walletOf()
    const first = app.make()
    await connect(await first.ready(), first, wallet)
    first.destroy()

    const second = app.make()
    const kernel = await second.ready()
    expect(account(second)).toMatchObject({ status: 'connected', address: alice })
    await kernel.connections.disconnect('eip155')
    await expect.poll(() => wallet.sessions().length).toBe(0)
    expect(account(second)?.status).toBe('disconnected')
  })

  test('the wallet pushing accounts and chain, then ending the session, updates the state', async () => {
    const wallet = await walletOf({ privateKeys: [testAccounts[0]!.privateKey, testAccounts[1]!.privateKey] })
    const foyer = appOf().make()
    const kernel = await foyer.ready()
    await connect(kernel, foyer, wallet)
    await wallet.emitChainChanged(42161)
    await expect.poll(() => account(foyer)?.caipAddress).toBe(`eip155:42161:${alice}`)
    await wallet.emitAccountsChanged([bob])
    await expect.poll(() => account(foyer)?.address).toBe(bob)
    await wallet.disconnect()
    await expect.poll(() => account(foyer)?.status).toBe('disconnected')
  })

  test('switching networks from the app moves the session', async () => {
    const [wallet, foyer] = [await walletOf(), appOf().make()]
    const kernel = await foyer.ready()
    await connect(kernel, foyer, wallet)
    await kernel.networks.switch('eip155:42161')
    expect(account(foyer)?.caipAddress).toBe(`eip155:42161:${alice}`)
    expect(await createEip1193Provider(foyer).request({ method: 'eth_chainId' })).toBe('0xa4b1')
  })

  test('the relay restarting mid-session loses nothing: the next request succeeds', async () => {
    const [wallet, foyer] = [await walletOf(), appOf().make()]
    const kernel = await foyer.ready()
    await connect(kernel, foyer, wallet)
    await relay.restart()
    // Both clients notice the drop and come back by themselves (the wallet's and the app's sockets).
    await expect.poll(() => relay.connections(), { timeout: 10_000 }).toBe(2)
    const signature = await kernel.adapters
      .getOrThrow('eip155')
      .signMessage({ connectorId: 'walletConnect', address: alice, message: 'after restart' })
    expect(
      await verifyMessage({ address: alice, message: 'after restart', signature: signature as `0x${string}` }),
    ).toBe(true)
  })

  test('giving up while pairing rejects with "Modal closed" and clears the URI', async () => {
    const foyer = appOf().make()
    const kernel = await foyer.ready()
    const controller = new AbortController()
    const connecting = kernel.connections.connect({
      namespace: 'eip155',
      connectorId: 'walletConnect',
      signal: controller.signal,
    })
    await expect.poll(() => foyer.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:/)
    controller.abort()
    await expect(connecting).rejects.toThrow('Modal closed')
    await expect.poll(() => foyer.getState().pairing).toBeUndefined()
  })

  test('a relay that refuses the client (an expired auth token) fails the pairing at once', async () => {
    // This relay's clock is two days ahead, so every client token (valid a day) has expired: close 3000.
    const refusing = await startRelay({ clock: { ...createTestClock(), now: () => Date.now() + 2 * 86_400_000 } })
    try {
      const foyer = appOf(refusing.url).make()
      const kernel = await foyer.ready()
      const started = Date.now()
      await expect(kernel.connections.connect({ namespace: 'eip155', connectorId: 'walletConnect' })).rejects.toThrow(
        foyerError('CONNECT_FAILED').shortMessage,
      )
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await refusing.stop()
    }
  })
})

describe('the pairing URI', () => {
  /** A WalletConnect hub on its own test clock (and the store of a Foyer instance, where the URI shows). */
  async function hubOf(clock: TestClock, relayUrl = relay.url) {
    const foyer = appOf().make()
    await foyer.ready()
    const store = foyer.store
    const hub = createWalletConnectHub(
      {
        store,
        logger: { error() {}, warn() {}, info() {}, debug() {}, lines: () => [] } as never,
        options: {
          projectId: 'foyer-local-project',
          urls: { relay: relayUrl },
          storagePrefix: `hub-${crypto.randomUUID()}`,
          logLevel: 'silent',
        } as never,
      },
      { telemetry: false, storage: createMemoryStorage() },
      clock,
    )
    hub.addNamespace('eip155', walletConnectNamespace(networks(), { urls: { rpc: 'http://127.0.0.1:1' } as never }))
    return { store, hub }
  }

  test('is replaced 10 s before its 4 minutes are up, and the new one pairs', async () => {
    const clock = createTestClock()
    const wallet = await walletOf()
    const { store, hub } = await hubOf(clock)
    try {
      const pairing = hub.pair()
      await expect.poll(() => store.getState().pairing?.uri, { timeout: 10_000 }).toMatch(/^wc:/)
      const first = store.getState().pairing!
      expect(first.expiresAt - clock.now()).toBe(4 * 60_000)
      clock.advance(4 * 60_000 - 10_000)
      await expect.poll(() => store.getState().pairing?.uri, { timeout: 10_000 }).not.toBe(first.uri)
      await wallet.pair(store.getState().pairing!.uri)
      expect((await pairing).namespaces.eip155?.accounts).toContain(`eip155:1:${alice}`)
    } finally {
      hub.destroy()
    }
  })

  test('a relay that takes the socket but never answers fails the pairing after 20 s without a URI', async () => {
    // A WebSocket server that reads and never writes: the proposal is sent and never acknowledged.
    const silent = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await once(silent, 'listening')
    const proposals: string[] = []
    silent.on('connection', (socket) => socket.on('message', (data) => proposals.push(String(data))))
    const clock = createTestClock()
    const { store, hub } = await hubOf(clock, `ws://127.0.0.1:${(silent.address() as AddressInfo).port}`)
    try {
      const pairing = hub.pair()
      const outcome = pairing.then(
        () => 'paired',
        (error: Error) => error.message,
      )
      await expect
        .poll(() => proposals.some((frame) => frame.includes('wc_proposeSession')), { timeout: 10_000 })
        .toBe(true)
      clock.advance(pairingUriTimeout - 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(store.getState().pairing).toBeUndefined()
      expect(await Promise.race([outcome, 'waiting'])).toBe('waiting')
      clock.advance(1)
      const message = await outcome
      expect(message).toContain(foyerError('CONNECT_FAILED').shortMessage)
      expect(message).toContain('The relay did not answer within 20000 ms')
    } finally {
      hub.destroy()
      silent.close()
    }
  })
})
