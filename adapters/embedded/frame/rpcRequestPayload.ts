// RPC_REQUEST: `{ method, params?, chainId?, chainNamespace?, rpcUrl? }` with the params shapes of SERVICES.md §6.1.
// Any method name passes the schema, so that the frame itself answers 'Requested RPC call is not allowed'.
import * as z from 'zod/mini'

const hex = (what: string) =>
  z.string(`${what} must be a string`).check(z.startsWith('0x', `${what} must start with 0x`))

/** EIP-5792 wallet_sendCalls: one request whose calls' targets and data start with 0x (SPEC §5). */
export const sendCallsParamsSchema = z.tuple([
  z.looseObject({
    chainId: z.optional(z.union([z.string(), z.number()])),
    from: z.optional(hex('from')),
    version: z.optional(z.string()),
    id: z.optional(z.string()),
    atomicRequired: z.optional(z.boolean()),
    capabilities: z.optional(z.record(z.string(), z.unknown())),
    calls: z.array(
      z.looseObject({
        to: hex('to'),
        data: z.optional(hex('data')),
        value: z.optional(z.union([z.string(), z.number()])),
      }),
    ),
  }),
])
export type SendCallsRequest = z.infer<typeof sendCallsParamsSchema>[0]

const solanaSendOptions = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.string()),
  maxRetries: z.optional(z.number()),
  minContextSlot: z.optional(z.number()),
})

/** Params of the methods with a shape of their own; every other method takes an optional array. */
export const rpcParamsSchemas: Record<string, z.ZodMiniType> = {
  wallet_sendCalls: sendCallsParamsSchema,
  wallet_getCallsStatus: z.array(z.string()).check(z.minLength(1)),
  solana_signMessage: z.object({ message: z.string(), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: z.string() }),
  solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
  solana_signAndSendTransaction: z.object({ transaction: z.string(), options: z.optional(solanaSendOptions) }),
}
const anyParams = z.optional(z.array(z.unknown(), 'must be an array'))

export const rpcNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export const rpcRequestPayload = z
  .object({
    method: z.string('must be a string').check(z.minLength(1, 'must not be empty')),
    params: z.optional(z.unknown()),
    chainId: z.optional(z.union([z.string(), z.number()])),
    chainNamespace: z.optional(z.enum(rpcNamespaces, `must be one of ${rpcNamespaces.join(', ')}`)),
    rpcUrl: z.optional(z.string()),
  })
  .check(
    z.superRefine((request, context) => {
      const schema = rpcParamsSchemas[request.method] ?? anyParams
      const parsed = schema.safeParse(request.params)
      if (parsed.success) return
      for (const issue of parsed.error.issues) {
        context.issues.push({ ...issue, path: ['params', ...issue.path], input: request.params } as never)
      }
    }),
  )
export type RpcRequestPayload = z.infer<typeof rpcRequestPayload>
