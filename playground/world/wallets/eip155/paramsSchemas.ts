// The request parameters the test wallet accepts, parsed like a real wallet would (bad input: -32602).
import * as z from 'zod/mini'
import { invalidParams } from './providerErrors.js'

export const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address'))
export const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected hex data'))
export const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'expected a hex quantity'))

export const transactionRequest = z.looseObject({
  from: address,
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
})

export const sendTransactionParams = z.tuple([transactionRequest])
export const personalSignParams = z.tuple([z.string(), z.string()], z.unknown())
export const signTypedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
export const switchChainParams = z.tuple([z.looseObject({ chainId: quantity })])
export const addChainParams = z.tuple([
  z.looseObject({
    chainId: quantity,
    chainName: z.optional(z.string()),
    rpcUrls: z.array(z.string()).check(z.minLength(1)),
    nativeCurrency: z.optional(z.looseObject({ name: z.string(), symbol: z.string(), decimals: z.number() })),
  }),
])

const capabilities = z.optional(z.record(z.string(), z.unknown()))
export const sendCallsParams = z.tuple([
  z.looseObject({
    version: z.optional(z.string()),
    id: z.optional(z.string()),
    chainId: quantity,
    from: z.optional(address),
    atomicRequired: z.optional(z.boolean()),
    calls: z
      .array(
        z.looseObject({ to: z.optional(address), data: z.optional(hex), value: z.optional(quantity), capabilities }),
      )
      .check(z.minLength(1)),
    capabilities,
  }),
])
export type SendCallsRequest = z.infer<typeof sendCallsParams>[0]

export const getCallsStatusParams = z.tuple([z.string()])
export const getCapabilitiesParams = z.tuple([address, z.optional(z.array(quantity))])

const assetIdentifier = z.union([z.string(), z.looseObject({ address: z.string(), type: z.optional(z.string()) })])
export const getAssetsParams = z.tuple([
  z.looseObject({
    account: address,
    chainFilter: z.optional(z.array(quantity)),
    assetTypeFilter: z.optional(z.array(z.string())),
    assetFilter: z.optional(z.record(z.string(), z.array(assetIdentifier))),
  }),
])
export type GetAssetsRequest = z.infer<typeof getAssetsParams>[0]

/** Parses `params` or throws -32602 naming the method and the first problem. */
export function parseParams<Schema extends z.ZodMiniType>(
  schema: Schema,
  params: unknown,
  method: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(params ?? [])
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw invalidParams(`Invalid params for ${method}${where}: ${issue?.message ?? 'invalid'}`)
}
