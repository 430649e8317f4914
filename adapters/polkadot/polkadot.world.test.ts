import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
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

// The polkadot adapter in Node against the world's Substrate stand-in (read by the real @polkadot/api), its test
// wallet as an app's connector (window.injectedWeb3 discovery runs in Chromium: tests/browser/cosmosPolkadot.test.ts).

let node: SubstrateRpc
beforeAll(async () => {
  node = await startSubstrateRpc()
  await cryptoWaitReady()
})
afterAll(() => node?.stop())

const [alice, bob] = polkadotTestAccounts
let wallet: PolkadotTestWallet
let foyer: Foyer
let kernel: Kernel
const network = () =>
  polkadotNetwork({
    genesisHash: node.genesisHash,
    name: 'Polkadot (local)',
    rpcUrl: node.rpcUrl,
    currency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
  })

beforeEach(async () => {
  node.reset()
  wallet = createPolkadotTestWallet()
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    metadata: { name: 'Foyer test app', description: '', url: 'http://localhost', icons: [] },
    storage: createMemoryBackend(),
    adapters: [
      polkadotAdapter({
        injected: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getExtension: () => wallet.extension }],
      }),
    ],
  })
  kernel = await foyer.ready()
  return () => foyer.destroy()
})

const connect = () => kernel.connections.connect({ namespace: 'polkadot', connectorId: 'test' })
const signMessage = (message: string) =>
  kernel.adapters.getOrThrow('polkadot').signMessage({ connectorId: 'test', address: alice!.address, message })

describe('polkadot against the world’s dev chain', () => {
  test('connecting enables the extension with the app’s name: its accounts, eoa; the balance comes through @polkadot/api', async () => {
    expect(await connect()).toEqual([
      { address: alice!.address, type: 'eoa' },
      { address: bob!.address, type: 'eoa' },
    ])
    expect(wallet.origins).toEqual(['Foyer test app'])
    expect(foyer.getState().chains.polkadot?.accountState.caipAddress).toBe(`${node.caipNetworkId}:${alice!.address}`)
    const getBalance = kernel.adapters.capability('polkadot', 'getBalance')
    expect(await getBalance({ address: alice!.address, network: network() })).toEqual({
      balance: '1000',
      symbol: 'UNIT',
    })
    node.setBalance(bob!.address, { free: 1_500_000_000_000n })
    expect(await getBalance({ address: bob!.address, network: network() })).toEqual({ balance: '1.5', symbol: 'UNIT' })
  })

  test('a signed message is a signRaw signature that @polkadot/util-crypto verifies for the address', async () => {
    await connect()
    const signature = await signMessage('hello foyer')
    expect(signatureVerify('hello foyer', signature, alice!.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify('another message', signature, alice!.address).isValid).toBe(false)
  })

  test('refusals are UserRejectedRequestError: enable (Rejected) and signRaw (Cancelled)', async () => {
    wallet.setMode('reject')
    await expect(connect()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(foyer.getState().chains.polkadot?.accountState.status).toBe('disconnected')
    wallet.setMode('approve')
    await connect()
    wallet.setMode('reject', 'signRaw')
    await expect(signMessage('no')).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  test('the extension’s account changes move the connection; a malformed signature is refused', async () => {
    await connect()
    wallet.setAccounts([bob!.address])
    await expect.poll(() => foyer.getState().chains.polkadot?.accountState.address).toBe(bob!.address)
    wallet.setAnswer('signRaw', { id: 1, signature: '0xdead' })
    await expect(
      kernel.adapters.getOrThrow('polkadot').signMessage({ connectorId: 'test', address: bob!.address, message: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
  })
})
