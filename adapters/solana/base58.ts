import { foyerError } from 'foyer/kit'

// Base58 (Bitcoin's alphabet), as Solana writes addresses and signatures. Small enough to carry, so the
// adapter's connect path needs no chain library.
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((character, index) => [character, index]))

/** Base58 text of bytes: each leading zero byte is a '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  return '1'.repeat(zeros) + text
}

/** The bytes of base58 text; a character outside the alphabet is INVALID_WALLET_ANSWER (`method` names the answer). */
export function decodeBase58(text: string, method = 'base58'): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const character of text) {
    const digit = digitOf.get(character)
    if (digit === undefined) throw foyerError('INVALID_WALLET_ANSWER', { method }, { details: 'not base58' })
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value % 256n))
    value /= 256n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

/** Whether `text` is base58 of exactly `length` bytes (a Solana address: 32, a signature: 64). */
export function isBase58Of(text: string, length: number): boolean {
  if (text.length === 0 || text.length > 90) return false
  try {
    return decodeBase58(text).length === length
  } catch {
    return false
  }
}
