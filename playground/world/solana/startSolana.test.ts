// The Solana front against the real client: @solana/web3.js 1.98 and @solana/spl-token, over HTTP and WebSocket.
import { getAccount, getMint, getOrCreateAssociatedTokenAccount, mintTo, transferChecked } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaRuntime, startSolana } from './startSolana.js'

let solana: SolanaRuntime
let connection: Connection
const keypair = (index: number) => Keypair.fromSeed(Buffer.from(solana.accounts[index]!.secretKey, 'hex'))

beforeAll(async () => {
  solana = await startSolana()
  // No wsEndpoint: web3.js derives the WebSocket at the HTTP port + 1, as for solana-test-validator.
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
beforeEach(() => solana.reset())
afterAll(() => solana?.stop())

const rpc = async (body: unknown) =>
  (
    await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()

test('a transfer built with web3.js is sent and confirmed (sendAndConfirmTransaction), and the balances change', async () => {
  const from = keypair(0)
  const to = Keypair.generate().publicKey
  const before = await connection.getBalance(from.publicKey)
  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1.5 * LAMPORTS_PER_SOL }),
  )
  const signature = await sendAndConfirmTransaction(connection, transaction, [from])
  expect(before).toBe(1000 * LAMPORTS_PER_SOL)
  expect(await connection.getBalance(to)).toBe(1.5 * LAMPORTS_PER_SOL)
  expect(await connection.getBalance(from.publicKey)).toBe(before - 1.5 * LAMPORTS_PER_SOL - 5000)
  const status = await connection.getSignatureStatus(signature)
  expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(landed?.meta).toMatchObject({ err: null, fee: 5000 })
  expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toContain(to.toBase58())
})

test('an SPL token transfer: the receiver’s associated token account is created, and both balances move', async () => {
  const owner = keypair(0)
  const receiver = Keypair.generate().publicKey
  const mint = new PublicKey(solana.mint.mint)
  const source = new PublicKey(solana.mint.tokenAccounts[owner.publicKey.toBase58()]!)
  expect(await getMint(connection, mint)).toMatchObject({ decimals: 6, supply: 50_000_000_000n, isInitialized: true })
  const destination = await getOrCreateAssociatedTokenAccount(connection, owner, mint, receiver)
  await transferChecked(connection, owner, source, mint, destination.address, owner, 2_500_000n, 6)
  expect((await getAccount(connection, destination.address)).amount).toBe(2_500_000n)
  expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('9997.5')
  const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
  expect(parsed.value[0]?.account.data.parsed.info.tokenAmount).toEqual({
    amount: '2500000',
    decimals: 6,
    uiAmount: 2.5,
    uiAmountString: '2.5',
  })
})

test('the mint authority (test account 9) can mint more', async () => {
  const authority = keypair(9)
  const mint = new PublicKey(solana.mint.mint)
  const target = new PublicKey(solana.mint.tokenAccounts[solana.accounts[1]!.address]!)
  await mintTo(connection, authority, mint, target, authority, 1_000_000n)
  expect((await getAccount(connection, target)).amount).toBe(10_001_000_000n)
})

test('an airdrop credits a fresh address and confirms', async () => {
  const fresh = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  expect(await connection.getBalance(fresh)).toBe(2 * LAMPORTS_PER_SOL)
})

test('reset returns to the seeded state: balances, slot 1, no history', async () => {
  const fresh = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(fresh, LAMPORTS_PER_SOL)
  expect(await connection.getSlot()).toBe(2)
  solana.reset()
  expect(await connection.getBalance(fresh)).toBe(0)
  expect(await connection.getSlot()).toBe(1)
  expect((await connection.getSignatureStatus(signature)).value).toBeNull()
})

test('a transfer above the balance fails preflight with the logs; nothing lands', async () => {
  const from = keypair(2)
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 5000 * LAMPORTS_PER_SOL,
    }),
  )
  const failure = await sendAndConfirmTransaction(connection, transaction, [from]).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(SendTransactionError)
  expect((failure as SendTransactionError).message).toContain('custom program error: 0x1')
  expect((failure as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
  expect(await connection.getSlot()).toBe(1)
  expect(await connection.getBalance(from.publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
})

test('with skipPreflight a failing transfer lands with its error, fee charged, and confirmation reports it', async () => {
  const from = keypair(3)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 5000 * LAMPORTS_PER_SOL,
    }),
  )
  transaction.sign(from)
  const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
  const confirmed = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  expect(confirmed.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(await connection.getBalance(from.publicKey)).toBe(1000 * LAMPORTS_PER_SOL - 5000)
})

test('a version 0 transaction is sent, confirmed and read back', async () => {
  const from = keypair(1)
  const to = Keypair.generate().publicKey
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_000_000 })],
  }).compileToV0Message()
  const transaction = new VersionedTransaction(message)
  transaction.sign([from])
  const fee = await connection.getFeeForMessage(message)
  const signature = await connection.sendTransaction(transaction)
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  expect(fee.value).toBe(5000)
  expect(await connection.getBalance(to)).toBe(1_000_000)
  expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
  const tooOld = await rpc({
    jsonrpc: '2.0',
    id: 1,
    method: 'getTransaction',
    params: [signature, { encoding: 'json' }],
  })
  expect(tooOld.error.code).toBe(-32015)
})

test('a blockhash is valid for 150 slots; an unknown one is refused', async () => {
  const { blockhash } = await connection.getLatestBlockhash()
  await connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
  expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
  expect((await connection.getLatestBlockhash()).blockhash).not.toBe(blockhash)
  const from = keypair(4)
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: PublicKey.default.toBase58() }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
  )
  transaction.sign(from)
  const failure = await connection.sendRawTransaction(transaction.serialize()).catch((error: unknown) => error)
  expect((failure as Error).message).toContain('Blockhash not found')
})

test('a transfer that would leave a fresh account below rent exemption is refused, as on a real cluster', async () => {
  const from = keypair(0)
  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1000 }),
  )
  const failure = await sendAndConfirmTransaction(connection, transaction, [from]).catch((error: unknown) => error)
  expect((failure as SendTransactionError).message).toContain('InsufficientFundsForRent')
})

test('simulateTransaction runs without landing; an accountSubscribe over the WebSocket reports the change once it lands', async () => {
  const from = keypair(0)
  const to = Keypair.generate().publicKey
  const transaction = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_234_567 }),
  )
  const simulated = await connection.simulateTransaction(transaction, [from])
  expect(simulated.value.err).toBeNull()
  expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success')
  expect(await connection.getBalance(to)).toBe(0)

  // The subscription over the WebSocket as any client makes it: subscribe, wait for the id, then the change.
  const socket = new WebSocket(solana.wsUrl)
  const messages: {
    id?: number
    result?: unknown
    method?: string
    params?: { result: { value: { lamports: number } } }
  }[] = []
  const next = () =>
    new Promise<(typeof messages)[number]>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      method: 'accountSubscribe',
      params: [to.toBase58(), { encoding: 'base64' }],
    }),
  )
  messages.push(await next())
  const notification = next()
  await sendAndConfirmTransaction(connection, transaction, [from])
  messages.push(await notification)
  socket.close()
  expect(messages[0]).toMatchObject({ id: 7, result: expect.any(Number) })
  expect(messages[1]).toMatchObject({ method: 'accountNotification', params: { subscription: messages[0]!.result } })
  expect(messages[1]!.params!.result.value.lamports).toBe(1_234_567)
})

test('bad input is a JSON-RPC error: unknown method, bad params, garbage transaction, parse error; batches answer in order', async () => {
  const replies = await rpc([
    { jsonrpc: '2.0', id: 1, method: 'getNothing', params: [] },
    { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-a-key'] },
    { jsonrpc: '2.0', id: 3, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] },
    { jsonrpc: '2.0', id: 4, method: 'getGenesisHash' },
  ])
  expect(replies.map((reply: { id: number; error?: { code: number } }) => [reply.id, reply.error?.code])).toEqual([
    [1, -32601],
    [2, -32602],
    [3, -32602],
    [4, undefined],
  ])
  expect(replies[3].result).toBe(solana.genesisHash)
  const garbage = await (await fetch(solana.rpcUrl, { method: 'POST', body: '{' })).json()
  expect(garbage.error.code).toBe(-32700)
})

test('a body over 1 MB is refused with 413, declared or streamed, and the front keeps answering', async () => {
  const over = `{"jsonrpc":"2.0","id":1,"method":"getHealth","pad":"${'x'.repeat(1_000_000)}"}`
  const declared = await fetch(solana.rpcUrl, { method: 'POST', body: over })
  const chunks = [new TextEncoder().encode(over)]
  const stream = new ReadableStream({
    pull: (controller) => void (chunks.length ? controller.enqueue(chunks.pop()) : controller.close()),
  })
  const streamed = await fetch(solana.rpcUrl, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
  expect([declared.status, streamed.status]).toEqual([413, 413])
  expect(await rpc({ jsonrpc: '2.0', id: 2, method: 'getGenesisHash' })).toMatchObject({ result: solana.genesisHash })
})

test('a malformed WebSocket frame drops that socket only, and the front keeps answering', async () => {
  const socket = new WebSocket(solana.wsUrl)
  await new Promise((resolve) => socket.once('open', resolve))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  ;(socket as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0x83, 0x80, 0, 0, 0, 0]))
  await closed
  expect(await rpc({ jsonrpc: '2.0', id: 3, method: 'getGenesisHash' })).toMatchObject({ result: solana.genesisHash })
})
