import { callerMessages, fillMessage } from '../errors/callerMessages.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { CaipAddress, CaipNetworkId } from '../types.js'

// CAIP-2 and CAIP-10 syntax.
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  networkId: CaipNetworkId
}

/** `eip155:1` -> parts; anything but two well-formed colon-separated parts is an error. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace = '', reference = ''] = parts
  if (parts.length !== 2 || !namespacePattern.test(namespace) || !referencePattern.test(reference))
    throw new FoyerError(fillMessage(callerMessages.INVALID_CAIP_NETWORK_ID, { value: String(value) }), {
      code: 'INVALID_CAIP_NETWORK_ID',
    })
  return { namespace, reference }
}

/** `eip155:1:0xabc` -> parts; anything but three well-formed colon-separated parts is an error. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace = '', reference = '', address = ''] = parts
  if (
    parts.length !== 3 ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference) ||
    !addressPattern.test(address)
  )
    throw new FoyerError(fillMessage(callerMessages.INVALID_CAIP_ADDRESS, { value: String(value) }), {
      code: 'INVALID_CAIP_ADDRESS',
    })
  return { namespace, reference, address, networkId: `${namespace}:${reference}` }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const { namespace, reference } = parseCaipNetworkId(networkId)
  return parseCaipAddress(`${namespace}:${reference}:${address}`) && `${namespace}:${reference}:${address}`
}
