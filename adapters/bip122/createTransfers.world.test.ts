import { address } from 'bitcoinjs-lib'
import { createFoyer, type Foyer, hasErrorCode, type Kernel, type TransferParameters } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type BitcoinRuntime, startBitcoin } from '../../playground/world/bitcoin/startBitcoin.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { createBitcoinTestWallet } from '../../playground/world/wallets/bitcoin/createBitcoinTestWallet.js'
import { bip122Adapter, bitcoinNetwork } from './index.js'

// The Send view's capabilities of the bip122 adapter (transfer, estimateTransferFee, isAddress) in Node against the
// world's regtest Esplora service, its test wallet as the app's connector.

let node: BitcoinRuntime
let foyer: Foyer
let kernel: Kernel
beforeAll(async () => {
  node = await startBitcoin()
})
afterAll(() => node?.stop())

const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const network = () => bitcoinNetwork({ name: 'Bitcoin (regtest)', esploraUrl: node.url })
const sats = async (address: string) =>
  ((await (await fetch(`${node.url}/address/${address}/utxo`)).json()) as { value: number }[]).reduce(
    (sum, utxo) => sum + utxo.value,
    0,
  )
const transfer = (amount: bigint): TransferParameters => ({
  connectorId: 'test',
  network: network(),
  to: bob.payment.address,
  amount,
})

beforeEach(async () => {
  node.reset()
  const wallet = createBitcoinTestWallet()
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    storage: createMemoryBackend(),
    adapters: [
      bip122Adapter({
        walletStandard: false,
        satsConnect: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getWallet: () => wallet.wallet }],
      }),
    ],
  })
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'bip122', connectorId: 'test' })
  return () => foyer.destroy()
})

describe('a transfer from the Send view', () => {
  test('the fee estimateTransferFee prices (at the estimates’ 3-block rate) is the fee paid; the change comes back', async () => {
    const priced = await kernel.adapters.capability('bip122', 'estimateTransferFee')(transfer(30_000_000n))
    expect(priced.feeRate).toBe(2)
    expect(priced.fee).toBeGreaterThan(0n)
    const txid = await kernel.adapters.capability('bip122', 'transfer')({ ...transfer(30_000_000n), priced })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await sats(bob.payment.address)).toBe(180_000_000)
    expect(await sats(alice.payment.address)).toBe(120_000_000 - Number(priced.fee))
  })

  test('a transfer priced at a rate is sent at that rate, not at the estimate of the moment', async () => {
    const estimate = kernel.adapters.capability('bip122', 'estimateTransferFee')
    const atTwo = await estimate(transfer(30_000_000n))
    await kernel.adapters.capability(
      'bip122',
      'transfer',
    )({ ...transfer(30_000_000n), priced: { fee: 0n, feeRate: 5 } })
    const paid = 120_000_000 - (await sats(alice.payment.address))
    // The same size at 5 sat/vB in place of 2 (each fee rounded up to a whole sat).
    expect(paid).toBeGreaterThan(2 * Number(atTwo.fee))
    expect(paid).toBeLessThanOrEqual(Math.ceil(2.5 * Number(atTwo.fee)))
  })

  test('a token is refused before the wallet is asked; nothing moves', async () => {
    const refused = await kernel.adapters
      .capability(
        'bip122',
        'transfer',
      )({ ...transfer(30_000_000n), token: 'rune' })
      .catch((error: unknown) => error)
    expect(hasErrorCode(refused, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(await sats(alice.payment.address)).toBe(150_000_000)
  })
})

test('isAddress: an address of the regtest network is one; a mainnet address or other text is not', async () => {
  const isAddress = kernel.adapters.capability('bip122', 'isAddress')
  expect(await isAddress({ address: bob.payment.address, network: network() })).toBe(true)
  // A taproot address with regtest's own prefix (bcrt1p…); the test accounts' tb1p… is testnet's.
  const { version, data } = address.fromBech32(alice.ordinals.address)
  expect(await isAddress({ address: address.toBech32(data, version, 'bcrt'), network: network() })).toBe(true)
  expect(await isAddress({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network: network() })).toBe(false)
  expect(await isAddress({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', network: network() })).toBe(false)
})
