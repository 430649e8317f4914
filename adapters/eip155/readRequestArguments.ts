import { ProviderRpcError } from './ProviderRpcError.js'

export interface RequestArguments {
  method: string
  params?: unknown
}

/**
 * An app's `request(args)` checked as EIP-1193 asks: an object with a method name, params (if any) an array or
 * an object. Anything else is a ProviderRpcError (-32600 invalid request, -32602 invalid params).
 */
export function readRequestArguments(args: unknown): RequestArguments {
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw new ProviderRpcError(-32600, 'Invalid request: request() takes { method, params? }.')
  const { method, params } = args as { method?: unknown; params?: unknown }
  if (typeof method !== 'string' || method.length === 0)
    throw new ProviderRpcError(-32600, 'Invalid request: the method is a non-empty string.')
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw new ProviderRpcError(-32602, 'Invalid params: params are an array or an object.')
  return params === undefined ? { method } : { method, params }
}
