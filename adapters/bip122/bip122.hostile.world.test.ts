import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type BitcoinRuntime, startBitcoin } from '../../playground/world/bitcoin/startBitcoin.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from '../../playground/world/wallets/bitcoin/createBitcoinTestWallet.js'
import { bip122Adapter, bitcoinNetwork } from './index.js'

// Hostile answers of a Bitcoin wallet (DESIGN 7): each is refused with a clear error, and the connection and
// the stored keys stay as they were. The world's test wallet, by the Wallet Standard and by sats-connect, is
// made to answer them.

let node: BitcoinRuntime
beforeAll(async () => {
  node = await startBitcoin()
})
afterAll(() => node?.stop())

const [alice] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0]]
let wallet: BitcoinTestWallet
let foyer: Foyer
let kernel: Kernel
/** The storage keys written since the start (the kernel's wallet and recentWallets among them after a connect). */
let written: string[]

const start = async (shape: 'standard' | 'satsConnect') => {
  node.reset()
  wallet = createBitcoinTestWallet()
  const memory = createMemoryBackend()
  written = []
  foyer = createFoyer({
    projectId: 'test',
    networks: [bitcoinNetwork({ name: 'Bitcoin (regtest)', esploraUrl: node.url })],
    storage: {
      ...memory,
      setItem(key, value) {
        written.push(key)
        memory.setItem(key, value)
      },
    },
    adapters: [
      bip122Adapter({
        walletStandard: false,
        satsConnect: false,
        connectors: [
          {
            id: 'test',
            name: 'Test Wallet',
            getWallet: () => (shape === 'standard' ? wallet.wallet : provider()),
          },
        ],
      }),
    ],
  })
  kernel = await foyer.ready()
}
/** The listeners of the sats-connect `accountChange` event, to make the wallet send events of the test's own. */
let changeListeners: ((event: unknown) => void)[]
/** The test wallet's sats-connect provider, its `accountChange` listeners kept. */
const provider = () => {
  changeListeners = []
  return {
    request: (method: string, params: unknown) => wallet.provider.request(method, params),
    addListener(event: 'accountChange' | 'disconnect', listener: (event: unknown) => void) {
      if (event === 'accountChange') changeListeners.push(listener)
      return wallet.provider.addListener(event, listener)
    },
  }
}
const connect = () => kernel.connections.connect({ namespace: 'bip122', connectorId: 'test' })
const state = () => foyer.getState().chains.bip122!.accountState
const walletKeys = () => written.filter((key) => /:(wallet|recentWallets|connections)$/.test(key))

/** Makes the wallet's connect answer these addresses, in the shape of its interface. */
const answerConnect = (shape: 'standard' | 'satsConnect', addresses: { address: string; purpose: string }[]) =>
  shape === 'standard'
    ? wallet.setAnswer('bitcoin:connect', { accounts: addresses })
    : wallet.setAnswer('getAddresses', { addresses })

/** A connect that must fail with SPEC §8's 'Failed to connect' and leave the app disconnected, storing nothing. */
async function failsToConnect() {
  await expect(connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED', shortMessage: 'Failed to connect' })
  expect(state().status).toBe('disconnected')
  expect(state().address).toBeUndefined()
  expect(walletKeys()).toEqual([])
}

describe.each(['standard', 'satsConnect'] as const)('a hostile Bitcoin wallet by %s', (shape) => {
  beforeEach(async () => {
    await start(shape)
    return () => foyer.destroy()
  })

  test('a connect sharing only an ordinals address fails to connect and stores nothing', async () => {
    answerConnect(shape, [{ address: alice.ordinals.address, purpose: 'ordinals' }])
    await failsToConnect()
  })

  test('a connect sharing no address fails to connect and stores nothing', async () => {
    answerConnect(shape, [])
    await failsToConnect()
  })
})

describe.each(['standard', 'satsConnect'] as const)('a Bitcoin wallet by %s giving malformed values', (shape) => {
  beforeEach(async () => {
    await start(shape)
    return () => foyer.destroy()
  })

  test('a connect giving text that is no address of the network fails to connect and stores nothing', async () => {
    answerConnect(shape, [{ address: 'NotABitcoinAddress000', purpose: 'payment' }])
    await failsToConnect()
  })

  test('a 1-byte message signature is refused with INVALID_WALLET_ANSWER; the connection stays as it was', async () => {
    await connect()
    const before = foyer.getState().chains.bip122
    if (shape === 'standard') {
      wallet.setAnswer('bitcoin:signMessage', [{ signedMessage: new Uint8Array(2), signature: new Uint8Array(1) }])
    } else wallet.setAnswer('signMessage', { signature: 'AA==' })
    const signing = kernel.adapters
      .getOrThrow('bip122')
      .signMessage({ connectorId: 'test', address: alice.payment.address, message: 'hi' })
    await expect(signing).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
    expect(foyer.getState().chains.bip122).toBe(before)
  })
})

describe('a Bitcoin wallet by satsConnect changing its account', () => {
  beforeEach(async () => {
    await start('satsConnect')
    return () => foyer.destroy()
  })

  test('an account change naming no Bitcoin address is ignored: the connection stays as it was', async () => {
    await connect()
    const before = foyer.getState().chains.bip122
    const refused = new Promise((resolve) => foyer.bus.on('error', resolve))
    for (const listener of changeListeners) {
      listener({ type: 'accountChange', addresses: [{ address: 'NotABitcoinAddress000', purpose: 'payment' }] })
    }
    expect(await refused).toMatchObject({ error: { code: 'INVALID_WALLET_ANSWER' }, category: 'DATA_PARSING_ERROR' })
    expect(foyer.getState().chains.bip122).toBe(before)
    expect(state().address).toBe(alice.payment.address)
  })
})
