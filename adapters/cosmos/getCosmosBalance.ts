import type { Network } from 'foyer'
import { foyerError, formatUnits, withinRequestTimeout } from 'foyer/kit'
import * as z from 'zod/mini'
import { cosmosChainDetails } from './cosmosChainDetails.js'

const balancesAnswer = z.looseObject({
  balances: z.array(
    z.looseObject({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/, 'an amount is digits')) }),
  ),
})

export interface GetCosmosBalanceParameters {
  address: string
  network: Network
  fetch?: typeof fetch
}

/**
 * The native balance of an address from the chain's REST API (`/cosmos/bank/v1beta1/balances/{address}`), in
 * whole coins: the entry of the network's denom (none is zero). Bounded by the kit's request timeout (REQUEST_TIMEOUT).
 */
export async function getCosmosBalance({ address, network, fetch: fetcher = fetch }: GetCosmosBalanceParameters) {
  const { restUrl, denom } = cosmosChainDetails(network)
  const url = `${restUrl.replace(/\/+$/, '')}/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}`
  const body = await withinRequestTimeout(url, async (signal) => {
    let response: Response
    try {
      response = await fetcher(url, { headers: { accept: 'application/json' }, signal })
    } catch (cause) {
      throw foyerError('NETWORK_REQUEST_FAILED', { url }, { cause })
    }
    if (!response.ok) throw foyerError('HTTP_REQUEST_FAILED', { status: response.status })
    return response.json().catch(() => undefined)
  })
  const parsed = balancesAnswer.safeParse(body)
  if (!parsed.success) throw foyerError('INVALID_RESPONSE', { url })
  const amount = parsed.data.balances.find((entry) => entry.denom === denom)?.amount ?? '0'
  return {
    balance: formatUnits(BigInt(amount), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
