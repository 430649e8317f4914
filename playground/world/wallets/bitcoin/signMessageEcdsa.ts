// "Bitcoin Signed Message" (BIP-137) compact signatures: 65 bytes, base64, the header telling the address type.
import * as ecc from '@bitcoinerlab/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import type { BitcoinKey } from './bitcoinKeys.js'

const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

function varint(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >> 8)
  return Uint8Array.of(0xfe, value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24)
}

/** sha256d(prefix ‖ varint(length) ‖ message). */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const length = varint(message.length)
  const data = new Uint8Array(prefix.length + length.length + message.length)
  data.set(prefix)
  data.set(length, prefix.length)
  data.set(message, prefix.length + length.length)
  return sha256(sha256(data))
}

/** BIP-137 header bases: 31 compressed P2PKH (also what wallets use for taproot keys), 35 P2SH-P2WPKH. */
const headerBase = { p2sh: 35, p2tr: 31 } as const

export function signMessageEcdsa(key: BitcoinKey, message: Uint8Array): { signature: string; messageHash: Uint8Array } {
  const messageHash = bitcoinMessageHash(message)
  const { signature, recoveryId } = ecc.signRecoverable(messageHash, key.privateKey)
  const compact = new Uint8Array(65)
  compact[0] = headerBase[key.addressType] + recoveryId
  compact.set(signature, 1)
  return { signature: base64.encode(compact), messageHash }
}
