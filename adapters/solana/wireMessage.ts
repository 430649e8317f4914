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

/**
 * The fee payer of a transaction's message (its first account key), when the message reads whole as one: the
 * version prefix (versioned messages), the 3-byte header, the account keys, the blockhash, the instructions (their
 * program and accounts among the keys) and, for a versioned message, its address-table lookups, with nothing after.
 * None when it does not (bytes a network would refuse).
 */
export function feePayerOf(message: Uint8Array): Uint8Array | undefined {
  const first = message[0]
  if (first === undefined) return undefined
  const versioned = (first & 0x80) === 0x80
  let at = (versioned ? 1 : 0) + 3
  /** A length-prefixed run of `size`-byte items; false when the message is cut short. */
  const run = (size: number) => {
    const count = compactU16(message, at)
    if (!count) return false
    at = count[1] + count[0] * size
    return at <= message.length
  }
  const keys = compactU16(message, at)
  if (!keys || keys[0] === 0 || !run(32)) return undefined
  const payer = message.subarray(keys[1], keys[1] + 32)
  at += 32 // the recent blockhash
  const instructions = compactU16(message, at)
  if (!instructions) return undefined
  at = instructions[1]
  for (let index = 0; index < instructions[0]; index++) {
    const program = message[at++]
    if (program === undefined || (!versioned && program >= keys[0])) return undefined
    if (!run(1) || !run(1)) return undefined // its accounts, its data
  }
  if (versioned) {
    const lookups = compactU16(message, at)
    if (!lookups) return undefined
    at = lookups[1]
    for (let index = 0; index < lookups[0]; index++) {
      at += 32 // the table's address
      if (!run(1) || !run(1)) return undefined // writable and read-only indexes
    }
  }
  return at === message.length ? payer : undefined
}
