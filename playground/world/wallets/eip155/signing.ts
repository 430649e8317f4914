import { isAddress, isHex } from 'viem'
import * as z from 'zod/mini'
import { parseParams, personalSignParams, signTypedDataParams } from './paramsSchemas.js'
import { invalidParams } from './providerErrors.js'
import type { WalletContext } from './WalletContext.js'

/** personal_sign: [message, address]; hex is signed as bytes, other text as UTF-8 (and [address, message] is accepted). */
export async function personalSign(context: WalletContext, params: unknown): Promise<string> {
  const [first, second] = parseParams(personalSignParams, params, 'personal_sign')
  const [message, from] = isAddress(first) && !isAddress(second) ? [second, first] : [first, second]
  const account = context.accountFor(from)
  await context.approve('personal_sign', params)
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

const typedDataSchema = z.looseObject({
  types: z.record(z.string(), z.array(z.looseObject({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

/** eth_signTypedData_v4 (and _v3): [address, typedData as JSON text or object]. */
export async function signTypedData(context: WalletContext, params: unknown, method: string): Promise<string> {
  const [from, raw] = parseParams(signTypedDataParams, params, method)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw invalidParams(`Invalid params for ${method}: the typed data is not JSON`)
    }
  }
  const typedData = parseParams(typedDataSchema, json, method)
  const account = context.accountFor(from)
  const domainChainId = typedData.domain?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== context.chainId()) {
    throw invalidParams(`Provided chainId "${domainChainId}" must match the active chainId "${context.chainId()}"`)
  }
  await context.approve(method, params)
  try {
    return await account.signTypedData(typedData as Parameters<typeof account.signTypedData>[0])
  } catch (error) {
    throw invalidParams(`Invalid typed data: ${(error as { shortMessage?: string }).shortMessage ?? String(error)}`)
  }
}
