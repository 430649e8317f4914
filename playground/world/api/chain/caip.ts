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
