import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type SubstrateRpc, startSubstrateRpc } from '../../playground/world/polkadot/startSubstrateRpc.js'
import {
  createPolkadotTestWallet,
  type PolkadotTestWallet,
} from '../../playground/world/wallets/polkadot/createPolkadotTestWallet.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { polkadotAdapter, polkadotNetwork } from './index.js'
import type { InjectedApi } from './PolkadotWallet.js'

// Hostile answers of a Polkadot extension (DESIGN 7): an address whose SS58 checksum is wrong is refused, at
// connect and in the accounts subscription, and the connection and the stored keys stay as they were.

let node: SubstrateRpc
beforeAll(async () => {
  node = await startSubstrateRpc()
})
afterAll(() => node?.stop())

const [alice] = polkadotTestAccounts
/** Alice's address with its last character changed: base58 of the right length, but a wrong checksum. */
const badChecksum = `${alice!.address.slice(0, -1)}${alice!.address.endsWith('a') ? 'b' : 'a'}`
let wallet: PolkadotTestWallet
let foyer: Foyer
let kernel: Kernel
let written: string[]
/** The callbacks the adapter gave `accounts.subscribe`, to make the extension send lists of the test's own. */
let subscribers: ((accounts: unknown) => void)[]

beforeEach(async () => {
  node.reset()
  wallet = createPolkadotTestWallet()
  subscribers = []
  const extension = {
    async enable(name: string) {
      const injected = (await wallet.extension.enable(name)) as InjectedApi
      const subscribe = (callback: (accounts: unknown) => void) => {
        subscribers.push(callback)
        return injected.accounts.subscribe!(callback)
      }
      return { ...injected, accounts: { get: injected.accounts.get, subscribe } }
    },
  }
  const memory = createMemoryBackend()
  written = []
  foyer = createFoyer({
    projectId: 'test',
    networks: [
      polkadotNetwork({ genesisHash: node.genesisHash, name: 'Polkadot (local)', rpcUrl: node.rpcUrl, currency: unit }),
    ],
    metadata: { name: 'Foyer test app', description: '', url: 'http://localhost', icons: [] },
    storage: {
      ...memory,
      setItem(key, value) {
        written.push(key)
        memory.setItem(key, value)
      },
    },
    adapters: [
      polkadotAdapter({
        injected: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getExtension: () => extension }],
      }),
    ],
  })
  kernel = await foyer.ready()
  return () => foyer.destroy()
})

const unit = { name: 'Unit', symbol: 'UNIT', decimals: 12 }
const connect = () => kernel.connections.connect({ namespace: 'polkadot', connectorId: 'test' })
const state = () => foyer.getState().chains.polkadot!.accountState

describe('a Polkadot extension naming an address with a wrong SS58 checksum', () => {
  test('at connect: it fails to connect (“Failed to connect”), stays disconnected and stores nothing', async () => {
    wallet.setAnswer('accounts.get', [{ address: badChecksum, genesisHash: null, type: 'sr25519' }])
    await expect(connect()).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      cause: { code: 'INVALID_WALLET_ANSWER' },
    })
    expect(state().status).toBe('disconnected')
    expect(written.filter((key) => /:(wallet|recentWallets|connections)$/.test(key))).toEqual([])
  })

  test('in the accounts subscription: the list is ignored and reported; the connection stays as it was', async () => {
    await connect()
    const before = foyer.getState().chains.polkadot
    const refused = new Promise((resolve) => foyer.bus.on('error', resolve))
    for (const subscriber of subscribers) subscriber([{ address: badChecksum, genesisHash: null, type: 'sr25519' }])
    expect(await refused).toMatchObject({ error: { code: 'INVALID_WALLET_ANSWER' }, category: 'DATA_PARSING_ERROR' })
    expect(foyer.getState().chains.polkadot).toBe(before)
    expect(state().address).toBe(alice!.address)
  })
})
