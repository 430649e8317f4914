import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, Keypair, PublicKey, type VersionedTransaction } from '@solana/web3.js'
import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { type SolanaRuntime, startSolana } from '../../playground/world/solana/startSolana.js'
import { decodeBase58 } from './base58.js'
import { solanaAdapter, solanaNetwork } from './index.js'
import type { LegacySolanaProvider } from './SolanaWallet.js'

// A Phantom-style provider (WALLETS.md §1.5: `connect`, `signMessage`, `signTransaction` on web3.js objects,
// `accountChanged`), made here over the world's test keys, as an app's connector; the localnet sends.

let solana: SolanaRuntime
beforeAll(async () => {
  solana = await startSolana()
})
afterAll(() => solana?.stop())

const keys = [0, 2].map((index) => Keypair.fromSeed(Buffer.from(solanaTestAccounts[index]!.secretKey, 'hex')))

/** The provider's "user" approves everything; `switchTo` changes the account as a wallet's user would. */
function phantomLike() {
  const listeners = new Map<string, (value: unknown) => void>()
  let key: Keypair = keys[0]!
  const provider: LegacySolanaProvider = {
    publicKey: null,
    async connect() {
      provider.publicKey = key.publicKey
      return { publicKey: key.publicKey }
    },
    async disconnect() {
      provider.publicKey = null
    },
    async signMessage(message) {
      return { signature: ed25519.sign(message, key.secretKey.slice(0, 32)), publicKey: key.publicKey }
    },
    async signTransaction(transaction) {
      ;(transaction as VersionedTransaction).sign([key])
      return transaction
    },
    on: (event, listener) => void listeners.set(event, listener),
    off: (event) => void listeners.delete(event),
  }
  const switchTo = (next: Keypair) => {
    key = next
    provider.publicKey = next.publicKey
    listeners.get('accountChanged')?.(next.publicKey)
  }
  return { provider, switchTo }
}

let foyer: Foyer
let kernel: Kernel
let wallet: ReturnType<typeof phantomLike>
const network = () =>
  solanaNetwork({ reference: solana.caipNetworkId.slice('solana:'.length), name: 'Local', rpcUrl: solana.rpcUrl })
const alice = keys[0]!.publicKey.toBase58()

beforeEach(async () => {
  solana.reset()
  wallet = phantomLike()
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    storage: createMemoryBackend(),
    adapters: [
      solanaAdapter({
        injected: false,
        walletStandard: false,
        connectors: [{ id: 'phantom', name: 'Phantom-like', getWallet: () => wallet.provider }],
      }),
    ],
  })
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'solana', connectorId: 'phantom' })
  return () => foyer.destroy()
})

describe('a legacy injected provider', () => {
  test('connects with its public key and signs a message that verifies', async () => {
    expect(foyer.getState().chains.solana?.accountState.address).toBe(alice)
    const signature = await kernel.adapters
      .getOrThrow('solana')
      .signMessage({ connectorId: 'phantom', address: alice, message: 'gm' })
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('gm'), decodeBase58(alice))).toBe(true)
  })

  test('without signAndSendTransaction, a SOL transfer is signed by it and sent to the network', async () => {
    const bob = solanaTestAccounts[1]!.address
    const chain = new Connection(solana.rpcUrl, 'confirmed')
    const before = await chain.getBalance(new PublicKey(bob))
    await kernel.adapters.capability(
      'solana',
      'sendTransaction',
    )({
      connectorId: 'phantom',
      to: bob,
      value: 42_000n,
      network: network(),
    })
    expect((await chain.getBalance(new PublicKey(bob))) - before).toBe(42_000)
  })

  test('its accountChanged event moves the connection to the new account', async () => {
    wallet.switchTo(keys[1]!)
    await expect.poll(() => foyer.getState().chains.solana?.accountState.address).toBe(keys[1]!.publicKey.toBase58())
  })
})
