import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { encodeBase58 } from './base58.js'
import { feePayerOf, wireMessage } from './wireMessage.js'

const [payer, other] = solanaTestAccounts.map((account) => new PublicKey(account.address)) as [PublicKey, PublicKey]
const recentBlockhash = encodeBase58(new Uint8Array(32).fill(3))
const instruction = SystemProgram.transfer({ fromPubkey: payer, toPubkey: other, lamports: 5 })
const legacy = new Transaction({ feePayer: payer, recentBlockhash })
  .add(instruction)
  .serialize({ requireAllSignatures: false, verifySignatures: false })
const versioned = new VersionedTransaction(
  new TransactionMessage({ payerKey: payer, recentBlockhash, instructions: [instruction] }).compileToV0Message(),
).serialize()
const messageOf = (bytes: Uint8Array) => wireMessage(bytes)?.message ?? new Uint8Array()

test('the fee payer of a legacy and of a versioned message that read whole', () => {
  const read = (bytes: Uint8Array) => encodeBase58(feePayerOf(messageOf(bytes)) ?? new Uint8Array())
  expect(read(legacy)).toBe(payer.toBase58())
  expect(read(versioned)).toBe(payer.toBase58())
})

test('a message cut short, with bytes after it, or with a program outside its keys has none', () => {
  for (const bytes of [legacy, versioned]) {
    const message = messageOf(bytes)
    expect(feePayerOf(message.slice(0, -1))).toBeUndefined()
    expect(feePayerOf(new Uint8Array([...message, 0]))).toBeUndefined()
  }
  const broken = messageOf(legacy).slice()
  broken[broken.length - 17] = 200 // the program index, before 2 accounts and 12 bytes of data: no such key
  expect(feePayerOf(broken)).toBeUndefined()
})
