import { foyerError } from 'foyer/kit'
import { feePayerOf, wireMessage } from './wireMessage.js'

/**
 * The wire bytes of a transaction an app asks to sign, checked before the wallet is asked: bytes that cannot be a
 * transaction (no signature slot, no message) are refused.
 */
export function askedTransaction(bytes: Uint8Array): void {
  const wire = wireMessage(bytes)
  if (!wire || !feePayerOf(wire.message))
    throw foyerError('SOMETHING_WENT_WRONG', {}, { details: 'a transaction is its bytes or a web3.js transaction' })
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The wallet's signed transaction, checked to be one of the asked account: wire bytes with as many signature slots
 * and the asked fee payer, handed back as a copy of the wallet's bytes. Its instructions may differ from the asked
 * ones: Phantom and Solflare add guard instructions (Lighthouse) and wallets may set a priority fee when signing. A
 * wallet that answers bytes that are no transaction, or another payer's, gets INVALID_WALLET_ANSWER naming `method`.
 */
export function signedTransactionOf(asked: Uint8Array, signed: Uint8Array, method: string): Uint8Array {
  // a copy: the wallet's own array may carry a hostile `constructor`, on which subarray throws a raw TypeError
  const bytes = new Uint8Array(signed)
  const want = wireMessage(asked)
  const got = wireMessage(bytes)
  const payer = got && feePayerOf(got.message)
  const asker = want && feePayerOf(want.message)
  if (!got || !payer) throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'not a transaction' })
  if (!want || !asker || got.signatures !== want.signatures || !sameBytes(payer, asker))
    throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'a transaction of another payer than asked' })
  return bytes
}
