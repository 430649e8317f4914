import { foyerError } from 'foyer/kit'
import { decodeBase58 } from './base58.js'
import { compactU16 as readCompactU16 } from './wireMessage.js'

const notATransaction = () =>
  foyerError('INVALID_WALLET_ANSWER', { method: 'solana_signTransaction' }, { details: 'not a transaction' })
/** A compact-u16 at `offset` and the offset after it; a transaction cut short there is the wallet's bad answer. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  const read = readCompactU16(bytes, offset)
  if (!read) throw notATransaction()
  return read
}

/**
 * A transaction's wire bytes with `signature` in the slot of `signer` (a WalletConnect wallet that answers
 * solana_signTransaction with the signature only, as many do). Legacy and v0 messages alike: signatures, then the
 * message, whose header's first byte counts the signers and whose account keys list them first.
 */
export function placeSignature(transaction: Uint8Array, signer: string, signature: Uint8Array): Uint8Array {
  const [count, signaturesAt] = compactU16(transaction, 0)
  let message = signaturesAt + 64 * count
  if (((transaction[message] ?? 0) & 0x80) !== 0) message += 1 // a versioned message's prefix
  const required = transaction[message] ?? 0
  const [keys, keysAt] = compactU16(transaction, message + 3)
  const wanted = decodeBase58(signer)
  for (let slot = 0; slot < Math.min(required, keys, count); slot++) {
    const key = transaction.subarray(keysAt + 32 * slot, keysAt + 32 * slot + 32)
    if (key.length === 32 && key.every((byte, index) => byte === wanted[index])) {
      const signed = transaction.slice()
      signed.set(signature, signaturesAt + 64 * slot)
      return signed
    }
  }
  throw foyerError('INVALID_WALLET_ANSWER', { method: 'solana_signTransaction' }, { details: 'not a signer' })
}
