import { isAddress } from 'viem'
import * as z from 'zod/mini'
import type { NameRecord } from '../../../../plugins/names/schemas.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { parseInput } from '../http/parseInput.js'
import { RequestError } from '../http/replies.js'
import { labelPattern, type NameStore, nameZones } from './createNameStore.js'

const registerBody = z.object({
  coin_type: z.number(),
  address: z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Invalid address')),
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature')),
})

/** What AppKit signs: `{"name":"alice.reown.id","attributes":{},"timestamp":1717600000}` (SERVICES.md §1.6). */
const registerMessage = z.object({
  name: z.string(),
  attributes: z.optional(z.record(z.string(), z.string())),
  timestamp: z.number(),
})

/** How far the signed timestamp may be from now (the real server's window). */
export const registerWindowSeconds = 10

function parseMessage(text: string) {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new RequestError('message', 'Message is not valid JSON')
  }
  return parseInput(registerMessage, value, 'message')
}

/**
 * POST /v1/profile/account: checks in the real server's order (name, coin type, availability, timestamp,
 * attributes, signature) and stores the name only once the signature of `message` by `address` verifies, on the
 * coin type's chain: an EOA's, or a smart account's (ERC-1271, or ERC-6492 before it is deployed; SERVICES §1.6).
 */
export async function registerName(body: unknown, names: NameStore, access: ChainAccess, now: number) {
  const request = parseInput(registerBody, body, 'body')
  const message = parseMessage(request.message)
  const name = message.name.toLowerCase()
  const zone = nameZones.find((candidate) => name.endsWith(`.${candidate}`))
  const label = zone ? name.slice(0, -zone.length - 1) : ''
  if (!zone) throw new RequestError('name', `Name must end with .${nameZones.join(' or .')}`)
  if (!labelPattern.test(label))
    throw new RequestError('name', 'Name must be letters, digits and hyphens, at least 4 characters')
  const chainId = request.coin_type & 0x7fffffff
  if (request.coin_type < 0x80000000 || !access.networks.some((network) => network.chainId === chainId))
    throw new RequestError('coin_type', `Unsupported coin type: ${request.coin_type}`)
  if (names.isRegistered(name)) throw new RequestError('name', `Name is already registered: ${name}`)
  if (Math.abs(now / 1000 - message.timestamp) > registerWindowSeconds)
    throw new RequestError('timestamp', 'Message timestamp is too old or in the future')
  const attributes = message.attributes ?? {}
  for (const [key, value] of Object.entries(attributes))
    if (key !== 'bio' || value.length > 255) throw new RequestError('attributes', `Attribute not allowed: ${key}`)
  const address = request.address as `0x${string}`
  const network = access.networks.find((candidate) => candidate.chainId === chainId)!
  // The chain's client verifies EOA signatures and smart accounts' (ERC-1271 deployed, ERC-6492 not yet deployed).
  const valid = await network.client
    .verifyMessage({
      address,
      message: request.message,
      signature: request.signature as `0x${string}`,
    })
    .catch(() => false)
  if (!valid) throw new RequestError('signature', 'Invalid signature', 401)
  const at = new Date(now).toISOString()
  const record: NameRecord = {
    name,
    registered_at: at,
    updated_at: at,
    attributes,
    addresses: { [String(request.coin_type)]: { address, created_at: at } },
  }
  names.add(record)
  return record
}
