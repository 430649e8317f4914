// BIP-322 "simple" message signatures: the witness of the virtual `to_sign` transaction that spends `to_spend`,
// serialized and base64-encoded. For P2SH-P2WPKH and key-path P2TR (and P2WPKH).
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import { type BitcoinKey, bitcoinNetwork } from './bitcoinKeys.js'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** sha256(sha256(tag) ‖ sha256(tag) ‖ message), the message hash BIP-322 commits to. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return sha256.create().update(tag).update(tag).update(message).digest()
}

function varint(value: number): number[] {
  if (value < 0xfd) return [value]
  return [0xfd, value & 0xff, value >> 8] // witness items here are far below 65,536 bytes
}

/** A witness stack as BIP-322 serializes it: item count, then each item with its length. */
function serializeWitness(items: Uint8Array[]): Uint8Array {
  const parts = [
    Uint8Array.from(varint(items.length)),
    ...items.flatMap((item) => [Uint8Array.from(varint(item.length)), item]),
  ]
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function signMessageBip322(
  key: BitcoinKey,
  message: Uint8Array,
): { signature: string; messageHash: Uint8Array } {
  const messageHash = bip322MessageHash(message)
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(key.output, 0n)
  const toSign = new Psbt({ network: bitcoinNetwork })
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.output, value: 0n },
    ...(key.redeemScript ? { redeemScript: key.redeemScript } : {}),
    ...(key.internalKey ? { tapInternalKey: key.internalKey } : {}),
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  toSign.signInput(0, key.signer)
  toSign.finalizeAllInputs()
  const witness = toSign.extractTransaction().ins[0]!.witness
  return { signature: base64.encode(serializeWitness(witness)), messageHash }
}
