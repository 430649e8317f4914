// The Solana test wallet against the world's localnet and the real client library (@solana/web3.js 1.98).
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type SolanaRuntime, startSolana } from '../../solana/startSolana.js'
import { createSolanaTestWallet, type SolanaTestWallet } from './createSolanaTestWallet.js'

let solana: SolanaRuntime
let connection: Connection
let wallet: SolanaTestWallet

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
beforeEach(() => {
  solana.reset()
  wallet = createSolanaTestWallet({ rpcUrl: solana.rpcUrl, domain: 'app.example' })
})
afterAll(() => solana?.stop())

type Feature = (...args: any[]) => Promise<any>
const feature = (name: string, method: string) =>
  (wallet.wallet.features[name as `${string}:${string}`] as Record<string, Feature>)[method]!
const connect = (input?: { silent?: boolean }) => feature('standard:connect', 'connect')(input)
const signMessage = (...inputs: unknown[]) => feature('solana:signMessage', 'signMessage')(...inputs)
const signTransaction = (...inputs: unknown[]) => feature('solana:signTransaction', 'signTransaction')(...inputs)
const signAndSend = (...inputs: unknown[]) =>
  feature('solana:signAndSendTransaction', 'signAndSendTransaction')(...inputs)
const signIn = (...inputs: unknown[]) => feature('solana:signIn', 'signIn')(...inputs)
const accountOf = () => wallet.wallet.accounts[0]!

async function transfer(to: PublicKey, lamports: number) {
  const from = new PublicKey(solana.accounts[0]!.address)
  const transaction = new Transaction({ feePayer: from, ...(await connection.getLatestBlockhash()) })
  transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))
  return new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
}

test('connect asks the user, fills wallet.accounts before it resolves, and emits change; silent connect never asks', async () => {
  const changes: (readonly WalletAccount[] | undefined)[] = []
  feature('standard:events', 'on')('change', (properties: { accounts?: readonly WalletAccount[] }) =>
    changes.push(properties.accounts),
  )
  expect(await connect({ silent: true })).toEqual({ accounts: [] })
  const { accounts } = await connect()
  expect(accounts.map((account: WalletAccount) => account.address)).toEqual([solana.accounts[0]!.address])
  expect(wallet.wallet.accounts).toEqual(accounts)
  expect(accountOf().publicKey).toEqual(base58.decode(solana.accounts[0]!.address))
  expect(accountOf().chains).toEqual([solana.caipNetworkId, 'solana:localnet'])
  expect(changes).toEqual([accounts])
  expect(wallet.requests.map((request) => request.method)).toEqual(['standard:connect', 'standard:connect'])
})

test('a signed message verifies with ed25519 against the account’s public key', async () => {
  await connect()
  const message = new TextEncoder().encode('Sign in to the world')
  const [output] = await signMessage({ account: accountOf(), message })
  expect(output.signedMessage).toEqual(message)
  expect(output.signatureType).toBe('ed25519')
  expect(ed25519.verify(output.signature, message, new Uint8Array(accountOf().publicKey))).toBe(true)
})

test('signAndSendTransaction signs a web3.js transfer and sends it: it lands and the balance changes', async () => {
  await connect()
  const to = Keypair.generate().publicKey
  const [{ signature }] = await signAndSend({
    account: accountOf(),
    chain: solana.caipNetworkId,
    transaction: await transfer(to, LAMPORTS_PER_SOL),
  })
  const confirmed = await connection.confirmTransaction({
    signature: base58.encode(signature),
    ...(await connection.getLatestBlockhash()),
  })
  expect(confirmed.value.err).toBeNull()
  expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
})

test('signTransaction returns a transaction web3.js accepts (legacy and v0); the app sends it', async () => {
  await connect()
  const to = Keypair.generate().publicKey
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: new PublicKey(accountOf().address),
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: new PublicKey(accountOf().address), toPubkey: to, lamports: 2_000_000 }),
    ],
  }).compileToV0Message()
  const [legacy, v0] = await signTransaction(
    { account: accountOf(), transaction: await transfer(to, 1_000_000) },
    { account: accountOf(), transaction: new VersionedTransaction(message).serialize() },
  )
  expect(Transaction.from(legacy.signedTransaction).verifySignatures()).toBe(true)
  const signature = await connection.sendRawTransaction(v0.signedTransaction)
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  expect(await connection.getBalance(to)).toBe(2_000_000)
  expect(wallet.requests.filter((request) => request.method === 'solana:signTransaction')).toHaveLength(1)
})

test('signIn builds the SIWS message, signs it, and connects', async () => {
  const [output] = await signIn({
    statement: 'Welcome',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'abc12345',
    chainId: 'localnet',
  })
  const text = new TextDecoder().decode(output.signedMessage)
  expect(text).toBe(
    [
      'app.example wants you to sign in with your Solana account:',
      solana.accounts[0]!.address,
      '',
      'Welcome',
      '',
      'URI: https://app.example/login',
      'Version: 1',
      'Chain ID: localnet',
      'Nonce: abc12345',
    ].join('\n'),
  )
  expect(ed25519.verify(output.signature, output.signedMessage, output.account.publicKey)).toBe(true)
  expect(wallet.authorized).toBe(true)
})

test('reject mode: requests fail as Phantom’s do (code 4001, "User rejected the request."), and nothing is signed', async () => {
  wallet.setMode('reject')
  expect(wallet.mode()).toBe('reject')
  await expect(connect()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  expect(wallet.wallet.accounts).toEqual([])
  wallet.setMode('approve')
  await connect()
  wallet.setMode('reject', 'solana:signMessage')
  const refused = signMessage({ account: accountOf(), message: new Uint8Array([1]) })
  await expect(refused).rejects.toBeInstanceOf(Error)
  await expect(refused).rejects.toMatchObject({ code: 4001 })
})

test('pending mode: the request waits for the test to approve or reject it', async () => {
  await connect()
  wallet.setMode('pending')
  const first = signMessage({ account: accountOf(), message: new Uint8Array([1, 2]) })
  const pending = await wallet.waitForPending('solana:signMessage')
  expect(pending.method).toBe('solana:signMessage')
  expect(wallet.approvePending()).toBe(1)
  expect((await first)[0].signature).toHaveLength(64)
  const second = signMessage({ account: accountOf(), message: new Uint8Array([3]) })
  await wallet.waitForPending()
  wallet.rejectPending('solana:signMessage')
  await expect(second).rejects.toMatchObject({ code: 4001 })
})

test('faults: a fixed answer and a fixed error, until cleared', async () => {
  await connect()
  wallet.setAnswer('solana:signMessage', 'garbage')
  expect(await signMessage({ account: accountOf(), message: new Uint8Array([1]) })).toBe('garbage')
  wallet.setError('solana:signMessage', { code: -32603, message: 'Wallet crashed' })
  await expect(signMessage({ account: accountOf(), message: new Uint8Array([1]) })).rejects.toMatchObject({
    code: -32603,
    message: 'Wallet crashed',
  })
  wallet.clearAnswer()
  expect(await signMessage({ account: accountOf(), message: new Uint8Array([1]) })).toHaveLength(1)
})

test('unauthorized accounts, unknown chains and malformed input are refused', async () => {
  const account = { address: solana.accounts[0]!.address }
  await expect(signMessage({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
  await connect()
  await expect(
    signAndSend({ account, chain: 'solana:mainnet', transaction: await transfer(PublicKey.default, 1) }),
  ).rejects.toMatchObject({ code: -32602 })
  await expect(signMessage({ account, message: 'not bytes' })).rejects.toMatchObject({ code: -32602 })
  await expect(signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({
    code: -32602,
  })
})

test('the user disconnects in the wallet or switches accounts: change events follow; authorization persists in storage', async () => {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  const two = createSolanaTestWallet({
    rpcUrl: solana.rpcUrl,
    storage,
    secretKeys: [solana.accounts[0]!.secretKey, solana.accounts[1]!.secretKey],
  })
  const changes: string[][] = []
  ;(
    two.wallet.features['standard:events'] as {
      on: (event: string, listener: (p: { accounts: WalletAccount[] }) => void) => void
    }
  ).on('change', ({ accounts }) => changes.push(accounts.map((account) => account.address)))
  await (two.wallet.features['standard:connect'] as { connect: () => Promise<unknown> }).connect()
  two.setAccounts([solana.accounts[1]!.address])
  expect(createSolanaTestWallet({ rpcUrl: solana.rpcUrl, storage }).authorized).toBe(true)
  two.disconnect()
  expect(changes).toEqual([
    [solana.accounts[0]!.address, solana.accounts[1]!.address],
    [solana.accounts[1]!.address],
    [],
  ])
  expect(createSolanaTestWallet({ rpcUrl: solana.rpcUrl, storage }).authorized).toBe(false)
})
