import { foyerError } from 'foyer/kit'
import { loadWeb3 } from './loadWeb3.js'

interface Serializable {
  serialize(options?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}
const isSerializable = (value: unknown): value is Serializable =>
  typeof (value as Partial<Serializable> | null | undefined)?.serialize === 'function'
/** web3.js's legacy Transaction (its versioned one has a `version`). */
const isLegacyTransaction = (value: unknown) =>
  isSerializable(value) && 'instructions' in value && !('version' in value)

/** A transaction as the wallet takes it: its wire bytes (the app's own bytes, or a web3.js transaction serialized). */
export function toWireBytes(transaction: unknown): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  if (isLegacyTransaction(transaction))
    return (transaction as Serializable).serialize({ requireAllSignatures: false, verifySignatures: false })
  if (isSerializable(transaction)) return transaction.serialize()
  throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'a transaction is its bytes or a web3.js transaction' })
}

/** A signed transaction back in the kind the app gave (bytes stay bytes; web3.js loads only for its objects). */
export async function fromWireBytes(bytes: Uint8Array, like: unknown, method: string): Promise<unknown> {
  if (like instanceof Uint8Array) return bytes
  const { Transaction, VersionedTransaction } = await loadWeb3()
  try {
    return isLegacyTransaction(like) ? Transaction.from(bytes) : VersionedTransaction.deserialize(bytes)
  } catch (cause) {
    // bytes web3.js cannot read back (the wallet's, checked only as far as their message) are its bad answer
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { cause })
  }
}
