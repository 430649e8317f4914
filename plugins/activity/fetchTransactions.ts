import type { PluginContext } from 'foyer'
import { wrapError } from 'foyer/kit'
import { activityErrors } from './activityErrors.js'
import { type HistoryResponse, historySchema } from './schemas.js'

export interface FetchTransactionsParameters {
  address: string | undefined
  /** The active network (CAIP-2): only its transactions are asked for. */
  chainId: string
  cursor?: string | undefined
  /** A read after a send or a swap: asked anew, never answered by a request begun before. */
  fresh?: boolean
}

/**
 * One page of the account's history (GET /v1/account/{address}/history, SERVICES.md §1.3), newest first.
 * No address is an error, not a request; a network the data API does not serve is an empty page; any
 * failure, a malformed answer included, is 'Failed to fetch transactions' (FETCH_TRANSACTIONS_FAILED).
 */
export async function fetchTransactions(
  context: Pick<PluginContext, 'api' | 'supportedChains'>,
  { address, chainId, cursor, fresh }: FetchTransactionsParameters,
): Promise<HistoryResponse> {
  if (!address) throw activityErrors.noAddress()
  try {
    if (!(await context.supportedChains.has(chainId))) return { data: [], next: null }
    return await context.api.api.get({
      path: `/v1/account/${address}/history`,
      query: { chainId, ...(cursor ? { cursor } : {}) },
      schema: historySchema,
      fresh,
    })
  } catch (error) {
    throw wrapError(error, 'FETCH_TRANSACTIONS_FAILED')
  }
}
