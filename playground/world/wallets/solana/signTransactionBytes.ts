import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeTransaction } from '../../solana/wire.js'
import { TestWalletError } from '../shared/createWalletControls.js'

/** Signs a serialized transaction (legacy or v0) as `address`, in that signer's slot; other signatures stay. */
export function signTransactionBytes(bytes: Uint8Array, address: string, secretKey: Uint8Array): Uint8Array {
  let decoded: ReturnType<typeof decodeTransaction>
  try {
    decoded = decodeTransaction(bytes)
  } catch (error) {
    throw new TestWalletError(`Invalid transaction: ${(error as Error).message}`, -32602)
  }
  const signers = decoded.message.accountKeys.slice(0, decoded.message.header.numRequiredSignatures)
  const slot = signers.indexOf(address)
  if (slot < 0) throw new TestWalletError(`The transaction needs no signature from ${address}`, -32602)
  const signed = bytes.slice()
  signed.set(ed25519.sign(decoded.messageBytes, secretKey), decoded.signaturesOffset + 64 * slot)
  return signed
}
