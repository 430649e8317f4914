import { type Clock, systemClock } from '../clock.js'
import { fetchWithRetries } from '../http/fetchWithRetries.js'
import { defaultRetries } from '../http/retryPolicy.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { Network } from '../types.js'
import { rpcUrl } from './rpcUrl.js'

/** The longest JSON-RPC answer read; a longer one is INVALID_RESPONSE, never parsed. */
export const maxRpcResponseBytes = 1024 * 1024

export interface SendRpcRequestParameters {
  network: Network
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>
  method: string
  params: unknown[]
  clock?: Clock
  fetch?: typeof fetch
  signal?: AbortSignal
}

/**
 * A JSON-RPC request over HTTP to a network (its own RPC URL, else the RPC service: `rpcUrl`), retried with the
 * kernel's policy (SPEC §7). Resolves to the JSON-RPC answer as it came (`{ result }` or `{ error }`), for the
 * caller to parse; an HTTP failure is an HttpError.
 */
export function sendRpcRequest({ network, options, method, params, clock, fetch, signal }: SendRpcRequestParameters) {
  return fetchWithRetries(
    rpcUrl(network, options),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    },
    {
      clock: clock ?? systemClock,
      fetch,
      retries: defaultRetries,
      signal: signal ?? new AbortController().signal,
      maxBytes: maxRpcResponseBytes,
    },
  )
}
