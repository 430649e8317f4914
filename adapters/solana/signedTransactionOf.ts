import { foyerError } from 'foyer/kit'
import { wireMessage } from './wireMessage.js'

/**
 * The wire bytes of a transaction an app asks to sign, checked before the wallet is asked: bytes that cannot be a
 * transaction (no signature slot, no message) are refused.
 */
export function askedTransaction(bytes: Uint8Array): void {
  if (!wireMessage(bytes))
    throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'a transaction is its bytes or a web3.js transaction' })
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The wallet's signed transaction, checked to be the one asked for: wire bytes with as many signature slots and the
 * asked message (its accounts, blockhash and instructions) byte for byte, so what is handed back or sent is the
 * transaction the app built (a copy of the wallet's bytes). A wallet that answers another transaction, or bytes that
 * are none, gets INVALID_WALLET_ANSWER naming `method`.
 */
export function signedTransactionOf(asked: Uint8Array, signed: Uint8Array, method: string): Uint8Array {
  // a copy: the wallet's own array may carry a hostile `constructor`, on which subarray throws a raw TypeError
  const bytes = new Uint8Array(signed)
  const want = wireMessage(asked)
  const got = wireMessage(bytes)
  if (!got) throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'not a transaction' })
  if (!want || got.signatures !== want.signatures || !sameBytes(got.message, want.message))
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'another transaction than the one asked' })
  return bytes
}
