import type { Network, ResolvedOptions } from 'foyer'
import { sendRpcRequest } from 'foyer/kit'

/** An ERC-20's `decimals()` and `symbol()` selectors. */
const decimalsCall = '0x313ce567'
const symbolCall = '0x95d89b41'
const hexPattern = /^0x([0-9a-fA-F]{64})+$/

/** An ABI-encoded `string` return (offset, length, bytes), or undefined when it is not one. */
export function decodeAbiString(hex: string): string | undefined {
  const data = hex.slice(2)
  const offset = Number.parseInt(data.slice(0, 64), 16) * 2
  const length = Number.parseInt(data.slice(offset, offset + 64), 16) * 2
  const bytes = data.slice(offset + 64, offset + 64 + length)
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || bytes.length !== length || length > 64)
    return undefined
  const text = new TextDecoder().decode(Uint8Array.from(bytes.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)))
  return /^[\x20-\x7e]{1,16}$/.test(text) ? text : undefined
}

/** `eth_call` of a no-argument view on the network's RPC: its result, or undefined when it is not ABI words. */
async function call(options: ResolvedOptions, network: Network, to: string, data: string) {
  const answer = (await sendRpcRequest({
    network,
    options,
    method: 'eth_call',
    params: [{ to, data }, 'latest'],
  })) as { result?: unknown }
  return typeof answer?.result === 'string' && hexPattern.test(answer.result) ? answer.result : undefined
}

/**
 * An ERC-20's `decimals()` and `symbol()`, read from the chain; undefined where the address answers not both (no
 * contract, another contract, a symbol that is no short readable text, decimals past 36).
 */
export async function tokenMetadata(
  options: ResolvedOptions,
  network: Network,
  token: string,
): Promise<{ symbol: string; decimals: number } | undefined> {
  const [decimals, symbol] = await Promise.all([
    call(options, network, token, decimalsCall).catch(() => undefined),
    call(options, network, token, symbolCall).catch(() => undefined),
  ])
  const places = decimals === undefined ? Number.NaN : Number(BigInt(decimals))
  const name = symbol === undefined ? undefined : decodeAbiString(symbol)
  if (!Number.isInteger(places) || places < 0 || places > 36 || !name) return undefined
  return { symbol: name, decimals: places }
}
