import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import type { Kernel } from 'foyer'
import { beforeEach, expect, test } from 'vitest'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { encodeBase58 } from './base58.js'
import { foyerWithWallet } from './testing/foyerWithWallet.js'
import { placeSignature } from './placeSignature.js'

// What a wallet signs must be a transaction of the asked payer (found by fuzzing: another transaction was handed back
// as the signed one, and bytes web3.js cannot read escaped as a raw error); a wallet may add instructions.

const [from, to] = solanaTestAccounts.map((account) => new PublicKey(account.address)) as [PublicKey, PublicKey]
const lighthouse = new PublicKey('L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95')
const transferOf = (payer: PublicKey, lamports: number, guarded = false) => {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: encodeBase58(new Uint8Array(32).fill(3)) })
  transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports }))
  // A guard instruction a wallet adds when signing (Phantom's and Solflare's Lighthouse assertions).
  if (guarded) transaction.add(new TransactionInstruction({ keys: [], programId: lighthouse, data: Buffer.from([1]) }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}
const transfer = (lamports: number) => transferOf(from, lamports)
const signedBy = (payer: PublicKey, bytes: Uint8Array) =>
  new Uint8Array(placeSignature(bytes, payer.toBase58(), new Uint8Array(64).fill(9)))
const signed = (bytes: Uint8Array) => signedBy(from, bytes)

let answer: () => Uint8Array
let asked = 0
let kernel: Kernel
beforeEach(async () => {
  asked = 0
  const account = { address: from.toBase58(), publicKey: from.toBytes(), chains: ['solana:mainnet'], features: [] }
  const wallet = {
    version: '1.0.0',
    name: 'Signer',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:mainnet'],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'solana:signTransaction': {
        version: '1.0.0',
        signTransaction: async () => {
          asked++
          return [{ signedTransaction: answer() }]
        },
      },
    },
  }
  const foyer = foyerWithWallet(wallet)
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'solana', connectorId: 'w' })
  return () => foyer.destroy()
})

const sign = (transaction: unknown) =>
  kernel.adapters.capability('solana', 'signTransaction')({ connectorId: 'w', transaction })

test('the asked transaction, signed, is handed back (bytes as bytes, a web3.js Transaction as one)', async () => {
  answer = () => signed(transfer(5))
  expect(await sign(transfer(5))).toEqual(signed(transfer(5)))
  const object = (await sign(Transaction.from(transfer(5)))) as Transaction
  expect(object.serializeMessage()).toEqual(Transaction.from(transfer(5)).serializeMessage())
})

test('the asked transaction with instructions the wallet added (a guard, a priority fee) is handed back', async () => {
  answer = () => signed(transferOf(from, 5, true))
  expect(await sign(transfer(5))).toEqual(signed(transferOf(from, 5, true)))
})

test("another payer's transaction, signed, is INVALID_WALLET_ANSWER, for bytes and for a web3.js Transaction", async () => {
  answer = () => signedBy(to, transferOf(to, 5))
  await expect(sign(transfer(5))).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
  await expect(sign(Transaction.from(transfer(5)))).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('bytes that are no transaction are INVALID_WALLET_ANSWER, never a raw error of web3.js', async () => {
  answer = () => signed(transfer(5)).slice(0, 70)
  await expect(sign(Transaction.from(transfer(5)))).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
})

test('bytes to sign that are no transaction are refused before the wallet is asked', async () => {
  answer = () => signed(transfer(5))
  await expect(sign(new Uint8Array(80))).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
  expect(asked).toBe(0)
})

test('the wallet’s bytes with a hostile `constructor` are read as a copy, never a raw TypeError (found by fuzzing)', async () => {
  answer = () => Object.defineProperty(signed(transfer(5)), 'constructor', { value: 'hostile', enumerable: true })
  expect(await sign(transfer(5))).toEqual(signed(transfer(5)))
})
