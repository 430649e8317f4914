// The three conversions the EVM runtime needs, on @noble/hashes alone. From viem (even `viem/utils`) they would
// put every viem module that any other chunk uses on the first open: esbuild's code splitting follows a hub
// module's re-exports to every live module (measured: +34 KiB gz for the Connect view).
import { keccak_256 } from '@noble/hashes/sha3.js'
import { FoyerError } from 'foyer'

type Hex = `0x${string}`
const encoder = new TextEncoder()
const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** An address in its EIP-55 checksummed form; anything but 0x and 40 hex digits is an error. */
export function checksumAddress(address: string): Hex {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new FoyerError(`Not an address: ${address}`, { code: 'INVALID_ADDRESS' })
  const lower = address.slice(2).toLowerCase()
  const hash = hexOf(keccak_256(encoder.encode(lower)))
  let checksummed = '0x'
  for (let i = 0; i < 40; i++) checksummed += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]
  return checksummed as Hex
}

/** A non-negative integer as a 0x quantity. */
export function numberToHex(value: number | bigint): Hex {
  if (typeof value === 'number' ? !Number.isSafeInteger(value) || value < 0 : value < 0n)
    throw new FoyerError(`Not a non-negative integer: ${value}`, { code: 'INVALID_QUANTITY' })
  return `0x${value.toString(16)}`
}

/** UTF-8 text as 0x bytes. */
export const stringToHex = (text: string): Hex => `0x${hexOf(encoder.encode(text))}`
