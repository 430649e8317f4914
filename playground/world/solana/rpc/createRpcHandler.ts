// The JSON-RPC 2.0 envelope of the Solana front (single and batch calls), over the method tables.
import type { Ledger } from '../createLedger.js'
import { SOLANA_VERSION } from '../localnet.js'
import { accountMethods } from './accountMethods.js'
import { clusterMethods } from './clusterMethods.js'
import { methodNotFound, SolanaRpcError } from './rpcError.js'
import { transactionMethods } from './transactionMethods.js'
import type { MethodTable } from './types.js'

export interface JsonRpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

const errorReply = (id: unknown, error: { code: number; message: string; data?: unknown }) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
})

/** Runs one call and wraps the outcome; an unexpected exception is -32603 (the server never crashes on input). */
export function callMethod(
  table: (method: string) => ((params: unknown) => unknown) | undefined,
  request: JsonRpcRequest,
) {
  if (
    typeof request !== 'object' ||
    request === null ||
    request.jsonrpc !== '2.0' ||
    typeof request.method !== 'string'
  ) {
    return errorReply(request?.id, { code: -32600, message: 'Invalid request' })
  }
  try {
    const method = table(request.method)
    if (!method) throw methodNotFound()
    return { jsonrpc: '2.0', id: request.id ?? null, result: method(request.params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return errorReply(request.id, error)
    return errorReply(request.id, { code: -32603, message: `Internal error: ${(error as Error).message}` })
  }
}

export function createRpcHandler(ledger: Ledger) {
  const withContext = <T>(value: T) => ({
    context: { apiVersion: SOLANA_VERSION['solana-core'], slot: ledger.slot },
    value,
  })
  const methods: MethodTable = {
    ...accountMethods(ledger, withContext),
    ...transactionMethods(ledger, withContext),
    ...clusterMethods(ledger, withContext),
  }
  const lookup = (method: string) => (Object.hasOwn(methods, method) ? methods[method] : undefined)
  /** The reply to a request body (text); batches answer each call in order. */
  return (body: string): unknown => {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return errorReply(null, { code: -32700, message: 'Parse error' })
    }
    if (!Array.isArray(parsed)) return callMethod(lookup, parsed as JsonRpcRequest)
    if (parsed.length === 0) return errorReply(null, { code: -32600, message: 'Invalid request' })
    return parsed.map((request) => callMethod(lookup, request as JsonRpcRequest))
  }
}
