/** A compact-u16 (Solana's short vector length) at `offset`: its value and the offset after it; none when cut short. */
export function compactU16(bytes: Uint8Array, offset: number): [number, number] | undefined {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) return undefined
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  return undefined
}

/**
 * A transaction's wire bytes read as its signature slots and its message (what the signers sign): the count of
 * slots (at least one: the fee payer signs), then 64 bytes each, then the message. None when the bytes cannot be
 * that (no slot, cut short, no message).
 */
export function wireMessage(bytes: Uint8Array): { signatures: number; message: Uint8Array } | undefined {
  const count = compactU16(bytes, 0)
  if (!count || count[0] === 0) return undefined
  const [signatures, at] = count
  const message = bytes.subarray(at + 64 * signatures)
  return message.length > 0 ? { signatures, message } : undefined
}
