import { type Address, getAddress, isAddress } from 'viem'
import { RequestError } from '../http/replies.js'

/** `eip155:1` -> 1; anything else is a 400 naming `field`. */
export function parseEip155Network(value: string, field: string): number {
  const found = /^eip155:(\d+)$/.exec(value)
  if (!found) throw new RequestError(field, `Invalid CAIP-2 network id: ${value}`)
  return Number(found[1])
}

/** `eip155:1:0xabc…` -> its network and checksummed address; anything else is a 400 naming `field`. */
export function parseCaip10(value: string, field: string): { caipNetworkId: string; address: Address } {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || namespace !== 'eip155' || !reference || !address || !isAddress(address, { strict: false }))
    throw new RequestError(field, `Invalid CAIP-10 account id: ${value}`)
  return { caipNetworkId: `${namespace}:${reference}`, address: getAddress(address) }
}

/** A plain EVM address, or a CAIP-10 one; anything else is a 400 naming `field`. */
export function parseAddress(value: string, field: string): Address {
  if (value.includes(':')) return parseCaip10(value, field).address
  if (!isAddress(value, { strict: false })) throw new RequestError(field, `Invalid address: ${value}`)
  return getAddress(value)
}

export const caip10 = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address}`

const base58Key = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * A Solana owner in the balance route: a plain base58 key, or `solana:<ref>:<key>` (CAIP-10). Undefined for
 * anything else (the route then reads it as an EVM address).
 */
export function parseSolanaOwner(value: string): { address: string; caipNetworkId?: string } | undefined {
  const parts = value.split(':')
  if (parts.length === 1) return base58Key.test(value) && !value.startsWith('0x') ? { address: value } : undefined
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || namespace !== 'solana' || !reference || !address || !base58Key.test(address))
    return undefined
  return { address, caipNetworkId: `${namespace}:${reference}` }
}
