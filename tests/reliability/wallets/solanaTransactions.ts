import { PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { encodeBase58 } from '../../../adapters/solana/base58.js'
import { placeSignature } from '../../../adapters/solana/placeSignature.js'
import { solanaTestAccounts } from '../../../playground/world/solana/solanaTestAccounts.js'

const [first, second] = solanaTestAccounts.map((account) => new PublicKey(account.address)) as [PublicKey, PublicKey]
const blockhash = encodeBase58(new Uint8Array(32).fill(3))
/** A wallet's signature: the adapter does not verify it (the network does), so any 64 bytes stand for one. */
const signature = new Uint8Array(64).fill(9)

/** A transfer of `lamports` from the first test account to the second, unsigned, as its wire bytes. */
const transfer = (lamports: number) =>
  new Transaction({ feePayer: first, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: first, toPubkey: second, lamports }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
const signed = (bytes: Uint8Array) => placeSignature(bytes, first.toBase58(), signature)

/** The message of a transaction's wire bytes, as web3.js reads it (none when it cannot). */
export function messageOf(bytes: unknown): string | undefined {
  try {
    return encodeBase58(VersionedTransaction.deserialize(bytes as Uint8Array).message.serialize())
  } catch {
    return undefined
  }
}

/** What an app asks a Solana wallet to sign (a transfer by the first test account), and its right and wrong answers. */
export function solanaTransactions() {
  const asked = transfer(5_000)
  const other = signed(transfer(6_000))
  return {
    asked,
    /** The asked transaction's message: what every right answer signs. */
    message: messageOf(asked)!,
    /** The asked transaction as a web3.js legacy Transaction (a fresh one each time: signing changes it). */
    object: () => Transaction.from(asked),
    signed: signed(asked),
    signature,
    /** Another transaction properly signed, the signed one cut short, the signatures without their message. */
    wrong: [other, signed(asked).slice(0, -1), signed(asked).slice(0, 65)],
  }
}
