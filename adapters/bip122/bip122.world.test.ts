import { Verifier } from 'bip322-js'
import { createFoyer, type Foyer, hasErrorCode, type Kernel, UserRejectedRequestError } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type BitcoinRuntime, startBitcoin } from '../../playground/world/bitcoin/startBitcoin.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from '../../playground/world/wallets/bitcoin/createBitcoinTestWallet.js'
import { bip122Adapter, bitcoinNetwork } from './index.js'

// The bip122 adapter in Node against the world's regtest Esplora service, its test wallet as an app's connector,
// once by the Wallet Standard and once by sats-connect (discovery runs in Chromium: tests/browser/bitcoin.test.ts).

let node: BitcoinRuntime
beforeAll(async () => {
  node = await startBitcoin()
})
afterAll(() => node?.stop())

const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
let wallet: BitcoinTestWallet
let foyer: Foyer
let kernel: Kernel
const network = () => bitcoinNetwork({ name: 'Bitcoin (regtest)', esploraUrl: node.url })
const sats = async (address: string) =>
  ((await (await fetch(`${node.url}/address/${address}/utxo`)).json()) as { value: number }[]).reduce(
    (sum, utxo) => sum + utxo.value,
    0,
  )

const start = async (shape: 'standard' | 'satsConnect') => {
  node.reset()
  wallet = createBitcoinTestWallet()
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    storage: createMemoryBackend(),
    adapters: [
      bip122Adapter({
        walletStandard: false,
        satsConnect: false,
        connectors: [
          {
            id: 'test',
            name: 'Test Wallet',
            getWallet: () => (shape === 'standard' ? wallet.wallet : wallet.provider),
          },
        ],
      }),
    ],
  })
  kernel = await foyer.ready()
}
const connect = () => kernel.connections.connect({ namespace: 'bip122', connectorId: 'test' })
const state = () => foyer.getState().chains.bip122!.accountState

describe.each(['standard', 'satsConnect'] as const)('bip122 by %s against the regtest node', (shape) => {
  beforeEach(async () => {
    await start(shape)
    return () => foyer.destroy()
  })

  test('connects: the payment account is active, the ordinal one beside it; the balance is the sum of the UTXOs', async () => {
    await connect()
    expect(state().address).toBe(alice.payment.address)
    expect(state().allAccounts).toEqual([
      { address: alice.payment.address, type: 'payment' },
      { address: alice.ordinals.address, type: 'ordinal' },
    ])
    const balance = await kernel.adapters.capability(
      'bip122',
      'getBalance',
    )({ address: alice.payment.address, network: network() })
    expect(balance).toEqual({ balance: '1.5', symbol: 'BTC' })
  })

  test('a signed message verifies (bip322-js) for the payment address', async () => {
    await connect()
    const signature = await kernel.adapters
      .getOrThrow('bip122')
      .signMessage({ connectorId: 'test', address: alice.payment.address, message: 'hello foyer' })
    expect(Verifier.verifySignature(alice.payment.address, 'hello foyer', signature)).toBe(true)
    expect(Verifier.verifySignature(alice.payment.address, 'another message', signature)).toBe(false)
  })

  test('sendTransfer builds a PSBT from the UTXOs, the wallet signs it, the node mines it: both balances change', async () => {
    await connect()
    const txid = await kernel.adapters.capability(
      'bip122',
      'sendTransfer',
    )({ connectorId: 'test', recipient: bob.payment.address, amount: 20_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await sats(bob.payment.address)).toBe(170_000_000)
    const left = await sats(alice.payment.address)
    expect(left).toBeLessThan(130_000_000)
    expect(left).toBeGreaterThan(130_000_000 - 2_000)
  })

  test('switching accounts: an address is required, the ordinal account is refused, a payment one is taken', async () => {
    await connect()
    const switchAccount = kernel.adapters.capability('bip122', 'switchAccount')
    const refused = (address?: string) =>
      switchAccount({ connectorId: 'test', ...(address ? { address } : {}) }).catch((error: unknown) => error)
    expect(hasErrorCode(await refused(), 'BIP122_ACCOUNT_ADDRESS_REQUIRED')).toBe(true)
    expect(hasErrorCode(await refused(alice.ordinals.address), 'BIP122_ACCOUNT_NOT_PAYMENT')).toBe(true)
    expect(hasErrorCode(await refused(bob.payment.address), 'BIP122_ACCOUNT_NOT_FOUND')).toBe(true)
    expect(state().address).toBe(alice.payment.address)
    await switchAccount({ connectorId: 'test', address: alice.payment.address })
    expect(state().address).toBe(alice.payment.address)
  })

  test('a refused connection and a refused signature are UserRejectedRequestError', async () => {
    wallet.setMode('reject')
    await expect(connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    wallet.setMode('approve')
    await connect()
    wallet.setMode('reject')
    const signing = kernel.adapters
      .getOrThrow('bip122')
      .signMessage({ connectorId: 'test', address: alice.payment.address, message: 'no' })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('a reload restores silently from the wallet; the wallet disconnecting clears it', async () => {
    await connect()
    const restored = await kernel.adapters.getOrThrow('bip122').getAccounts({ connectorId: 'test' })
    expect(restored.accounts[0]).toEqual({ address: alice.payment.address, type: 'payment' })
    wallet.disconnect()
    await expect.poll(() => state().status).toBe('disconnected')
  })
})
