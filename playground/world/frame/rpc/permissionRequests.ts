// wallet_grantPermissions and wallet_revokePermissions (ERC-7715, SPEC §6) for the smart account: the session
// key the app names gets an expiry and a native-token spending limit on chain (FoyerSmartAccount), and the
// grant is recorded in the data API's sessions (SERVICES.md §1.8) through the site's session log.
import { randomUUID } from 'node:crypto'
import { type Hex, numberToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import * as z from 'zod/mini'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { address, hex, parseParams, quantity } from '../../wallets/eip155/paramsSchemas.js'
import {
  grantSessionKey,
  parsePermissionsContext,
  permissionsContextOf,
  revokeSessionKey,
} from '../accounts/sessionKeys.js'
import type { Device } from '../site/createDevices.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { findChain } from '../site/sessions.js'
import { accountTypeOf, activeAddress } from './userAccounts.js'

const publicKey = z.object({ type: z.string(), publicKey: hex })
const signer = z.union([
  z.object({ type: z.literal('account'), data: z.object({ address }) }),
  z.object({ type: z.literal('key'), data: publicKey }),
  z.object({ type: z.literal('keys'), data: z.object({ keys: z.tuple([publicKey], publicKey) }) }),
])
const permission = z.object({ type: z.string(), data: z.looseObject({ allowance: quantity }) })
const grantParams = z.tuple([
  z.object({
    chainId: z.optional(quantity),
    address: z.optional(address),
    expiry: z.number(),
    signer,
    permissions: z.array(permission).check(z.minLength(1)),
    policies: z.optional(z.array(z.object({ type: z.string(), data: z.unknown() }))),
  }),
])
const revokeParams = z.tuple([z.object({ permissionsContext: hex })])

function signerAddress(given: z.infer<typeof signer>): Address {
  if (given.type === 'account') return given.data.address as Address
  const key = given.type === 'key' ? given.data : given.data.keys[0]
  return publicKeyToAddress(key.publicKey as Hex)
}

/** The project the app told the frame of (SYNC_DAPP_DATA), as the sessions list names it. */
function projectOf(device: Device) {
  const data = (device.dappData ?? {}) as { projectId?: string; metadata?: { name?: string; url?: string } }
  return {
    id: data.projectId ?? 'unknown',
    name: data.metadata?.name ?? 'Unknown app',
    url: data.metadata?.url ?? null,
    iconUrl: null,
  }
}

export async function grantPermissions(
  site: SiteState,
  device: Device,
  user: SiteUser,
  fallback: WorldChain,
  params: unknown,
) {
  const [request] = parseParams(grantParams, params, 'wallet_grantPermissions')
  const chain = request.chainId === undefined ? fallback : findChain(site, request.chainId)
  const from = request.address ?? activeAddress(site, user, chain)
  if (accountTypeOf(site, user, chain, from) !== 'smartAccount')
    throw new FrameRequestError('wallet_grantPermissions needs the smart account: an EOA has no session keys')
  if (request.expiry <= Math.floor(site.now() / 1000)) throw new FrameRequestError('The expiry is in the past')
  await site.approvals.ask('wallet_grantPermissions', params, user.id)
  const key = signerAddress(request.signer)
  const limit = request.permissions.reduce((sum, item) => sum + BigInt(item.data.allowance), 0n)
  const account = await grantSessionKey(user.key, user.address, chain, { key, expiry: request.expiry, limit })
  const permissionsContext = permissionsContextOf(account, key)
  const policies = request.policies ?? []
  site.sessionLog?.granted(`eip155:${chain.chainId}:${account}`, {
    project: projectOf(device),
    pci: randomUUID(),
    expiry: request.expiry,
    createdAt: Math.floor(site.now() / 1000),
    permissions: request.permissions,
    policies,
    context: permissionsContext,
    revokedAt: null,
  })
  return {
    chainId: numberToHex(chain.chainId),
    address: account,
    expiry: request.expiry,
    signer: request.signer,
    permissions: request.permissions,
    policies,
    permissionsContext,
    signerData: { submitToAddress: account },
  }
}

export async function revokePermissions(site: SiteState, user: SiteUser, chain: WorldChain, params: unknown) {
  const [request] = parseParams(revokeParams, params, 'wallet_revokePermissions')
  const { account, key } = parsePermissionsContext(request.permissionsContext as Hex)
  if (account.toLowerCase() !== user.smartAccount.toLowerCase())
    throw new FrameRequestError('This permission context is not of this user’s smart account')
  await site.approvals.ask('wallet_revokePermissions', params, user.id)
  await revokeSessionKey(user.key, account, chain, key)
  site.sessionLog?.revoked(`eip155:${chain.chainId}:${account}`, request.permissionsContext)
  return null
}

/** A revoke through the data API (`POST /v1/sessions/{address}/revoke`): the owner revokes the key on chain. */
export async function revokeSessionFromApi(site: SiteState, caipAddress: string, context: string | null) {
  const [, chainId = '', address = ''] = caipAddress.split(':')
  const user = site.users.bySmartAccount(address)
  if (!user || !context || context === '0x') return
  const { account, key } = parsePermissionsContext(context as Hex)
  if (account.toLowerCase() !== user.smartAccount.toLowerCase()) return
  await revokeSessionKey(user.key, account, findChain(site, chainId), key)
}
