import type { Network } from 'foyer'
import { foyerError, formatUnits, requestTimeoutMs, withinRequestTimeout } from 'foyer/kit'
import * as z from 'zod/mini'
import { importPackage } from 'foyer/kit'

type ApiPromise = import('@polkadot/api').ApiPromise

/** System.Account's free balance as @polkadot/api's JSON gives it (a number, or hex/decimal text when large). */
const accountInfo = z.looseObject({
  data: z.looseObject({ free: z.union([z.number(), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/))]) }),
})

/** The RPC URL to read a network with: its HTTP one (no subscription is needed), else its WebSocket one. */
export const rpcUrlOf = (network: Network) => network.rpcUrls.default.http[0] ?? network.rpcUrls.default.webSocket?.[0]

/**
 * Starts @polkadot/api on `url` (loaded here, on the first balance): an HttpProvider for http(s), a WsProvider for
 * ws(s). Resolves when the API has read the chain's metadata; a node that has not let it within `ms` (the kit's
 * request timeout, 10 s) is REQUEST_TIMEOUT, its provider let go.
 */
export async function connectApi(url: string, ms = requestTimeoutMs): Promise<ApiPromise> {
  const { ApiPromise, HttpProvider, WsProvider } = await importPackage('@polkadot/api', () => import('@polkadot/api'))
  const provider = /^wss?:/.test(url) ? new WsProvider(url, false) : new HttpProvider(url)
  try {
    return await withinRequestTimeout(
      url,
      async () => {
        if (provider instanceof WsProvider) await provider.connect()
        return await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
      },
      ms,
    )
  } catch (cause) {
    await provider.disconnect().catch(() => undefined)
    if ((cause as { code?: unknown }).code === 'REQUEST_TIMEOUT') throw cause
    throw foyerError('NETWORK_REQUEST_FAILED', { url }, { cause })
  }
}

/** The free balance of an address (`query.system.account`), in whole units of the network's currency; 10 s at most. */
export async function getPolkadotBalance(api: ApiPromise, address: string, network: Network) {
  const query = api.query.system?.account
  if (!query) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  const answer = await withinRequestTimeout(network.caipNetworkId, async () => (await query(address)).toJSON())
  const parsed = accountInfo.safeParse(answer)
  if (!parsed.success) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return {
    balance: formatUnits(BigInt(parsed.data.data.free), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
