import { PublicKey, SystemProgram, Transaction, TransactionInstruction, VersionedTransaction } from '@solana/web3.js'
import { encodeBase58 } from '../../../adapters/solana/base58.js'
import { placeSignature } from '../../../adapters/solana/placeSignature.js'
import { solanaTestAccounts } from '../../../playground/world/solana/solanaTestAccounts.js'

const [first, second] = solanaTestAccounts.map((account) => new PublicKey(account.address)) as [PublicKey, PublicKey]
const blockhash = encodeBase58(new Uint8Array(32).fill(3))
/** A wallet's signature: the adapter does not verify it (the network does), so any 64 bytes stand for one. */
const signature = new Uint8Array(64).fill(9)

/** A transfer of `lamports` by `payer` to the other test account, unsigned, as its wire bytes. */
const transfer = (lamports: number, payer = first) =>
  new Transaction({ feePayer: payer, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer === first ? second : first, lamports }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
const signed = (bytes: Uint8Array, payer = first) => placeSignature(bytes, payer.toBase58(), signature)

/** The fee payer of a transaction's wire bytes, as web3.js reads it (none when it cannot). */
export function payerOf(bytes: unknown): string | undefined {
  try {
    return VersionedTransaction.deserialize(bytes as Uint8Array).message.staticAccountKeys[0]?.toBase58()
  } catch {
    return undefined
  }
}

const lighthouse = new PublicKey('L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95')
/** `transfer` with a guard instruction after it, as a wallet adds one when signing. */
const guardedTransfer = (lamports: number) =>
  Transaction.from(transfer(lamports))
    .add(new TransactionInstruction({ keys: [], programId: lighthouse, data: Buffer.from([1]) }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })

/** What an app asks a Solana wallet to sign (a transfer by the first test account), and its right and wrong answers. */
export function solanaTransactions() {
  const asked = transfer(5_000)
  const other = signed(transfer(6_000, second), second)
  return {
    asked,
    /** The asked transaction's fee payer: every right answer is its transaction (a wallet may add instructions). */
    payer: first.toBase58(),
    /** The asked transaction with one more instruction, as Phantom's and Solflare's guard (Lighthouse) adds. */
    guarded: signed(guardedTransfer(5_000)),
    /** The asked transaction as a web3.js legacy Transaction (a fresh one each time: signing changes it). */
    object: () => Transaction.from(asked),
    signed: signed(asked),
    signature,
    /** Another payer's transaction properly signed, the signed one cut short, the signatures without their message. */
    wrong: [other, signed(asked).slice(0, -1), signed(asked).slice(0, 65)],
  }
}
