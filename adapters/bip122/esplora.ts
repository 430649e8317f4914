import type { Network } from 'foyer'
import { foyerError, withinRequestTimeout } from 'foyer/kit'
import * as z from 'zod/mini'

// The network's Esplora API (its one RPC URL): UTXOs, fee estimates and broadcasting, each answer parsed, each
// call (answer and body) bounded by the kit's request timeout (10 s, REQUEST_TIMEOUT).

const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'a txid'))
const sats = z.number().check(z.int(), z.nonnegative())
const utxosSchema = z.array(z.looseObject({ txid, vout: z.number().check(z.int(), z.nonnegative()), value: sats }))
const feesSchema = z.record(z.string(), z.number().check(z.positive()))

export type Utxo = z.infer<typeof utxosSchema>[number]
type Fetch = typeof fetch

const baseOf = (network: Network) => {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw foyerError('CHAIN_NOT_SUPPORTED', {}, { details: `${network.caipNetworkId} has no Esplora URL` })
  return url.replace(/\/+$/, '')
}

async function call(url: string, fetcher: Fetch, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetcher(url, init)
  } catch (cause) {
    throw foyerError('NETWORK_REQUEST_FAILED', { url }, { cause })
  }
  if (response.ok) return response
  const details = (await response.text().catch(() => '')).slice(0, 300)
  throw foyerError('HTTP_REQUEST_FAILED', { status: response.status }, details ? { details } : {})
}

async function parsed<T>(url: string, schema: z.ZodMiniType<T>, fetcher: Fetch): Promise<T> {
  const body = await withinRequestTimeout(url, async (signal) =>
    (await call(url, fetcher, { signal })).json().catch(() => undefined),
  )
  const answer = schema.safeParse(body)
  if (!answer.success) throw foyerError('INVALID_RESPONSE', { url }, { details: z.prettifyError(answer.error) })
  return answer.data
}

/** The unspent outputs of an address. */
export const fetchUtxos = (network: Network, address: string, fetcher: Fetch = fetch) =>
  parsed(`${baseOf(network)}/address/${encodeURIComponent(address)}/utxo`, utxosSchema, fetcher)

/** The fee rate (sat/vB) to confirm within about 3 blocks (the nearest target the service gives), at least 1. */
export async function fetchFeeRate(network: Network, fetcher: Fetch = fetch): Promise<number> {
  const estimates = await parsed(`${baseOf(network)}/fee-estimates`, feesSchema, fetcher)
  const targets = Object.keys(estimates)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  const target = targets.find((blocks) => blocks >= 3) ?? targets.at(-1)
  return Math.max(1, target === undefined ? 1 : (estimates[String(target)] ?? 1))
}

/** Broadcasts a raw transaction (hex); answers its txid. A refusal is HTTP_REQUEST_FAILED with the node's reason. */
export async function broadcastTransaction(network: Network, hex: string, fetcher: Fetch = fetch): Promise<string> {
  const url = `${baseOf(network)}/tx`
  const text = await withinRequestTimeout(url, async (signal) =>
    (await (await call(url, fetcher, { method: 'POST', body: hex, signal })).text()).trim(),
  )
  const answer = txid.safeParse(text)
  if (!answer.success) throw foyerError('INVALID_RESPONSE', { url }, { details: 'not a txid' })
  return answer.data
}
