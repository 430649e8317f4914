/**
 * Whether a Bitcoin wallet's message signature has the shape of one (WALLETS.md §2.4, §2.6): a legacy "Bitcoin Signed
 * Message" (BIP-137) compact signature, 65 bytes whose header byte is 27 to 42, or a BIP-322 "simple" signature,
 * the serialized witness stack of the `to_sign` transaction: a count and that many length-prefixed items that use
 * every byte, one of them the size of a signature (64 to 73 bytes: Schnorr, or DER ECDSA with its sighash byte).
 * Whether it verifies for the address is the verifier's to say; this refuses what cannot be a signature at all.
 */
export function isMessageSignature(bytes: Uint8Array): boolean {
  if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42) return true
  const items = witnessItems(bytes)
  return items?.some((length) => length >= 64 && length <= 73) ?? false
}

/** The item lengths of a serialized witness stack, or undefined when the bytes are not exactly one. */
function witnessItems(bytes: Uint8Array): number[] | undefined {
  let offset = 0
  const varint = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    const size = first < 0xfd ? 0 : first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (offset + 1 + size > bytes.length) return undefined
    let value = size === 0 ? first : 0
    for (let index = size; index > 0; index--) value = value * 256 + bytes[offset + index]!
    offset += 1 + size
    return value
  }
  const count = varint()
  if (!count) return undefined
  const lengths: number[] = []
  for (let item = 0; item < count; item++) {
    const length = varint()
    if (length === undefined || offset + length > bytes.length) return undefined
    lengths.push(length)
    offset += length
  }
  return offset === bytes.length ? lengths : undefined
}
