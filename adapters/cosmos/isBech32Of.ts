// BIP-173's checksum, read by hand: the cosmos adapter checks a wallet's address without a bech32 library.
const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= generators[bit]!
  }
  return checksum
}

/**
 * Whether `address` is a bech32 address (lower case) with the human-readable part `prefix` and a right checksum:
 * 'cosmos1…' for the Cosmos Hub. An address of another chain ('osmo1…') or with a changed character is not.
 */
export function isBech32Of(address: string, prefix: string): boolean {
  const separator = address.lastIndexOf('1')
  if (address !== address.toLowerCase() || address.slice(0, separator) !== prefix) return false
  const data = [...address.slice(separator + 1)].map((character) => charset.indexOf(character))
  if (data.length < 6 || data.includes(-1)) return false
  const codes = [...prefix].map((character) => character.charCodeAt(0))
  return polymod([...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31), ...data]) === 1
}
