// The Solana transaction wire format (legacy and v0), read without @solana/web3.js: the runtime needs it for
// fees and getTransaction, the test wallet to sign in the browser with nothing but ed25519.
import { base58 } from '@scure/base'

export interface CompiledInstruction {
  programIdIndex: number
  accounts: number[]
  /** base58, as the JSON encoding of getTransaction shows it. */
  data: string
}

export interface DecodedMessage {
  version: 'legacy' | 0
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number }
  /** base58 static account keys; the first `numRequiredSignatures` are the signers. */
  accountKeys: string[]
  recentBlockhash: string
  /** Where the recent blockhash sits in the message bytes (to replace it, as simulateTransaction may). */
  recentBlockhashOffset: number
  instructions: CompiledInstruction[]
  addressTableLookups: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[]
}

export interface DecodedTransaction {
  signatures: Uint8Array[]
  /** The message bytes the signatures sign. */
  messageBytes: Uint8Array
  /** Where the signatures start (after the compact-u16 count). */
  signaturesOffset: number
  message: DecodedMessage
}

function reader(bytes: Uint8Array, start = 0) {
  let offset = start
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new Error('Truncated Solana transaction')
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  const u8 = () => take(1)[0]!
  /** compact-u16: 7 bits a byte, low first, at most 3 bytes. */
  const shortVec = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = u8()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new Error('Bad compact-u16 in Solana transaction')
  }
  const list = <T>(item: () => T) => Array.from({ length: shortVec() }, item)
  const key = () => base58.encode(take(32))
  return { take, u8, shortVec, list, key, offset: () => offset }
}

export function decodeMessage(messageBytes: Uint8Array): DecodedMessage {
  const read = reader(messageBytes)
  const first = messageBytes[0] ?? 0
  let version: DecodedMessage['version'] = 'legacy'
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new Error(`Unsupported Solana transaction version ${first & 0x7f}`)
    version = 0
    read.u8()
  }
  const header = {
    numRequiredSignatures: read.u8(),
    numReadonlySignedAccounts: read.u8(),
    numReadonlyUnsignedAccounts: read.u8(),
  }
  const accountKeys = read.list(read.key)
  const recentBlockhashOffset = read.offset()
  const recentBlockhash = read.key()
  const instructions = read.list(() => ({
    programIdIndex: read.u8(),
    accounts: Array.from(read.take(read.shortVec())),
    data: base58.encode(read.take(read.shortVec())),
  }))
  const addressTableLookups =
    version === 0
      ? read.list(() => ({
          accountKey: read.key(),
          writableIndexes: Array.from(read.take(read.shortVec())),
          readonlyIndexes: Array.from(read.take(read.shortVec())),
        }))
      : []
  if (read.offset() !== messageBytes.length) throw new Error('Trailing bytes after the Solana message')
  return { version, header, accountKeys, recentBlockhash, recentBlockhashOffset, instructions, addressTableLookups }
}

/** Splits a serialized transaction into its signatures and message; throws on malformed bytes. */
export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  const read = reader(bytes)
  const count = read.shortVec()
  const signaturesOffset = read.offset()
  const signatures = Array.from({ length: count }, () => read.take(64))
  const messageBytes = bytes.subarray(read.offset())
  const message = decodeMessage(messageBytes)
  if (message.header.numRequiredSignatures !== count) throw new Error('Signature count does not match the message')
  return { signatures, messageBytes, signaturesOffset, message }
}

/** The transaction id: the fee payer's signature, base58. */
export const transactionSignature = (decoded: DecodedTransaction) => base58.encode(decoded.signatures[0]!)
