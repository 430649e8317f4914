import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { encodeBase58 } from './base58.js'
import { placeSignature } from './placeSignature.js'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1))
const other = new PublicKey(new Uint8Array(32).fill(2))
const blockhash = encodeBase58(new Uint8Array(32).fill(3))
const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: other, lamports: 5 })
const sign = (message: Uint8Array) => ed25519.sign(message, payer.secretKey.slice(0, 32))

describe('a signature-only answer to solana_signTransaction', () => {
  test('goes into the signer’s slot of a legacy transaction, which then verifies', () => {
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer)
    const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signed = placeSignature(bytes, payer.publicKey.toBase58(), sign(transaction.serializeMessage()))
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })

  test('and of a v0 transaction', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    const signed = placeSignature(transaction.serialize(), payer.publicKey.toBase58(), sign(message.serialize()))
    const back = VersionedTransaction.deserialize(signed)
    expect(ed25519.verify(back.signatures[0]!, message.serialize(), payer.publicKey.toBytes())).toBe(true)
  })

  test('an address that is not a signer of the transaction is refused', () => {
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer)
    const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    expect(() => placeSignature(bytes, other.toBase58(), new Uint8Array(64))).toThrow(
      expect.objectContaining({ code: 'INVALID_WALLET_ANSWER' }),
    )
  })
})
