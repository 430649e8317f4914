import { type Address, type Hex, type PublicClient, isAddress, verifyMessage as verifyEoaMessage } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { type CheckSiwxMessageParameters, checkSiwxMessage } from './checkSiwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface VerifyEip155MessageParameters extends Omit<CheckSiwxMessageParameters, 'namespace'> {
  signature: string
  /**
   * A client of the message's chain: with it, smart accounts verify too (ERC-1271 for a deployed one, ERC-6492 for
   * one not yet deployed), through the chain. Without it, only an EOA's signature verifies.
   */
  client?: (chainId: string) => PublicClient | undefined
}

/**
 * Verifies an eip155 sign-in message (SERVICES.md §4.1's text) with viem: its domain, chain and validity window
 * (`checkSiwxMessage`), then the signature of its account. Resolves with the message's fields; rejects with
 * SIWX_WRONG_DOMAIN, SIWX_WRONG_CHAIN, SIWX_EXPIRED, SIWX_NOT_YET_VALID, SIWX_BAD_SIGNATURE or SIWX_MALFORMED_MESSAGE.
 */
export async function verifyEip155Message({
  signature,
  client,
  ...rules
}: VerifyEip155MessageParameters): Promise<SiwxMessageData> {
  const data = checkSiwxMessage({ ...rules, namespace: 'eip155' })
  if (!isAddress(data.accountAddress, { strict: false }) || !/^0x[0-9a-fA-F]*$/.test(signature))
    throw siwxVerifyErrors.badSignature()
  const parameters = { address: data.accountAddress as Address, message: rules.message, signature: signature as Hex }
  const chain = client?.(data.chainId)
  const valid = await (chain ? verifyMessage(chain, parameters) : verifyEoaMessage(parameters)).catch(() => false)
  if (!valid) throw siwxVerifyErrors.badSignature()
  return data
}
