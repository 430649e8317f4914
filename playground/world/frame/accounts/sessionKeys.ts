// Session keys of the smart account (ERC-7715 smart sessions on the world): the owner grants a key an expiry
// and a native-token spending limit, which FoyerSmartAccount enforces on chain, and revokes it.
import { decodeAbiParameters, encodeAbiParameters, encodeFunctionData, type Hex } from 'viem'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { smartAccountAbi } from './accountAbis.js'
import { sendAs, waitForSuccess } from './sendAs.js'
import { deploySmartAccount } from './smartAccounts.js'

export interface SessionGrant {
  /** The session key's address (the app holds its private key). */
  key: Address
  /** Unix seconds. */
  expiry: number
  /** Wei the key may send in all. */
  limit: bigint
}

const contextParameters = [{ type: 'address' }, { type: 'address' }] as const

/** The permission context the app gets back: the account and the session key, ABI-encoded. */
export const permissionsContextOf = (account: Address, key: Address): Hex =>
  encodeAbiParameters(contextParameters, [account, key])

export function parsePermissionsContext(context: Hex): { account: Address; key: Address } {
  const [account, key] = decodeAbiParameters(contextParameters, context)
  return { account, key }
}

/** Deploys the owner's account if needed, then grants the session on chain; resolves with the account. */
export async function grantSessionKey(ownerKey: Hex, owner: Address, chain: WorldChain, grant: SessionGrant) {
  const account = await deploySmartAccount(ownerKey, owner, chain)
  const data = encodeFunctionData({
    abi: smartAccountAbi,
    functionName: 'grantSession',
    args: [grant.key, BigInt(grant.expiry), grant.limit],
  })
  await waitForSuccess(chain, await sendAs(ownerKey, chain, { to: account, data }))
  return account
}

/** Revokes `key`'s session on chain (sent by the owner). */
export async function revokeSessionKey(ownerKey: Hex, account: Address, chain: WorldChain, key: Address) {
  const data = encodeFunctionData({ abi: smartAccountAbi, functionName: 'revokeSession', args: [key] })
  await waitForSuccess(chain, await sendAs(ownerKey, chain, { to: account, data }))
}
