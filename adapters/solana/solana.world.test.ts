import { ed25519 } from '@noble/curves/ed25519.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { SOLANA_USDC } from '../../playground/world/solana/localnet.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { type SolanaRuntime, startSolana } from '../../playground/world/solana/startSolana.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../../playground/world/wallets/solana/createSolanaTestWallet.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { solanaAdapter, solanaNetwork } from './index.js'

// The solana adapter in Node against the world's localnet, its test wallet as an app's connector (the Wallet
// Standard discovery runs in Chromium: tests/browser/solana.test.ts).

let solana: SolanaRuntime
beforeAll(async () => {
  solana = await startSolana()
})
afterAll(() => solana?.stop())

let wallet: SolanaTestWallet
let foyer: Foyer
let kernel: Kernel
const alice = solanaTestAccounts[0]!.address
const network = () =>
  solanaNetwork({
    reference: solana.caipNetworkId.slice('solana:'.length),
    name: 'Solana (local)',
    rpcUrl: solana.rpcUrl,
  })

beforeEach(async () => {
  solana.reset()
  wallet = createSolanaTestWallet({ rpcUrl: solana.rpcUrl })
  foyer = createFoyer({
    projectId: 'test',
    networks: [network()],
    storage: createMemoryBackend(),
    adapters: [
      solanaAdapter({
        injected: false,
        walletStandard: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getWallet: () => wallet.wallet }],
      }),
    ],
  })
  kernel = await foyer.ready()
  return () => foyer.destroy()
})

const connect = () => kernel.connections.connect({ namespace: 'solana', connectorId: 'test' })
const capability = <C extends 'getBalance' | 'sendTransaction'>(name: C) => kernel.adapters.capability('solana', name)
const chain = () => new Connection(solana.rpcUrl, 'confirmed')

describe('solana against the localnet', () => {
  test('connecting gives the wallet’s address; its SOL balance is read from the localnet', async () => {
    expect(await connect()).toEqual([{ address: alice, type: 'eoa' }])
    expect(foyer.getState().chains.solana?.accountState.caipAddress).toBe(`${solana.caipNetworkId}:${alice}`)
    expect(await capability('getBalance')({ address: alice, network: network() })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
  })

  test('a signed message is a base58 ed25519 signature that verifies for the address', async () => {
    await connect()
    const signature = await kernel.adapters
      .getOrThrow('solana')
      .signMessage({ connectorId: 'test', address: alice, message: 'hello foyer' })
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('hello foyer'), decodeBase58(alice))).toBe(
      true,
    )
  })

  test('a SOL transfer lands: the receiver’s balance grows by the amount', async () => {
    await connect()
    const bob = solanaTestAccounts[1]!.address
    const before = await chain().getBalance(new PublicKey(bob))
    const signature = await capability('sendTransaction')({
      connectorId: 'test',
      to: bob,
      value: 1_500_000_000n,
      network: network(),
    })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect((await chain().getBalance(new PublicKey(bob))) - before).toBe(1_500_000_000)
  })

  test('a USDC transfer to an account without a token account creates it and lands', async () => {
    await connect()
    const carol = solanaTestAccounts[7]!.address
    const target = getAssociatedTokenAddressSync(new PublicKey(SOLANA_USDC.mint), new PublicKey(carol))
    expect(await chain().getAccountInfo(target)).toBeNull()
    await capability('sendTransaction')({
      connectorId: 'test',
      to: carol,
      value: 2_500_000n,
      token: SOLANA_USDC.mint,
      network: network(),
    })
    expect((await chain().getTokenAccountBalance(target)).value.amount).toBe('2500000')
  })

  test('the wallet’s account change (standard:events) moves the connection; accounts gone disconnect it', async () => {
    const [first, second] = [solanaTestAccounts[0]!, solanaTestAccounts[3]!]
    wallet = createSolanaTestWallet({ rpcUrl: solana.rpcUrl, secretKeys: [first.secretKey, second.secretKey] })
    await connect()
    wallet.setAccounts([second.address])
    await expect.poll(() => foyer.getState().chains.solana?.accountState.address).toBe(second.address)
    wallet.disconnect()
    await expect.poll(() => foyer.getState().chains.solana?.accountState.status).toBe('disconnected')
  })

  test('a 31-byte address from connect is refused and leaves the state disconnected', async () => {
    const short = encodeBase58(new Uint8Array(31).fill(3))
    wallet.setAnswer('standard:connect', { accounts: [{ address: short, publicKey: new Uint8Array(31) }] })
    await expect(connect()).rejects.toMatchObject({ cause: { code: 'INVALID_WALLET_ANSWER' } })
    expect(foyer.getState().chains.solana?.accountState.status).toBe('disconnected')
    expect(foyer.getState().chains.solana?.accountState.address).toBeUndefined()
  })

  test('a short signature is refused with a clear error; the connection stays as it was', async () => {
    await connect()
    const before = foyer.getState().chains.solana
    wallet.setAnswer('solana:signMessage', [{ signedMessage: new Uint8Array(2), signature: new Uint8Array(63) }])
    await expect(
      kernel.adapters.getOrThrow('solana').signMessage({ connectorId: 'test', address: alice, message: 'hi' }),
    ).rejects.toMatchObject({
      code: 'INVALID_WALLET_ANSWER',
      shortMessage: expect.stringContaining('solana:signMessage'),
    })
    expect(foyer.getState().chains.solana).toBe(before)
  })
})
