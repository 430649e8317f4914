// personal_sign and eth_signTypedData_v4 for the user's EOA or smart account (after the "user" approves).
import { isAddress, type TypedDataDefinition } from 'viem'
import * as z from 'zod/mini'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { parseParams, personalSignParams, signTypedDataParams } from '../../wallets/eip155/paramsSchemas.js'
import { signMessageAs, signTypedDataAs } from '../accounts/signAs.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { accountTypeOf } from './userAccounts.js'

export async function personalSign(site: SiteState, user: SiteUser, chain: WorldChain, params: unknown) {
  const [first, second] = parseParams(personalSignParams, params, 'personal_sign')
  const [message, signer] = isAddress(first) && !isAddress(second) ? [second, first] : [first, second]
  accountTypeOf(site, user, chain, signer)
  await site.approvals.ask('personal_sign', params, user.id)
  return signMessageAs(user, signer as Address, chain, message)
}

const typedDataSchema = z.looseObject({
  types: z.record(z.string(), z.array(z.looseObject({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

export async function signTypedData(site: SiteState, user: SiteUser, chain: WorldChain, params: unknown) {
  const [signer, raw] = parseParams(signTypedDataParams, params, 'eth_signTypedData_v4')
  accountTypeOf(site, user, chain, signer)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new FrameRequestError('eth_signTypedData_v4: the typed data is not JSON')
    }
  }
  const typedData = parseParams(typedDataSchema, json, 'eth_signTypedData_v4')
  const domainChainId = typedData.domain?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== chain.chainId)
    throw new FrameRequestError(`The typed data is for chain ${domainChainId}, not eip155:${chain.chainId}`)
  await site.approvals.ask('eth_signTypedData_v4', params, user.id)
  try {
    return await signTypedDataAs(user, signer as Address, chain, typedData as unknown as TypedDataDefinition)
  } catch (error) {
    throw new FrameRequestError(`Invalid typed data: ${(error as { shortMessage?: string }).shortMessage ?? error}`)
  }
}
