import type { FrameBridge } from '../frame/createFrameBridge.js'

/** A chain id as the frame answers it, as CAIP-2 (a bare number is eip155's). */
export const caipChainOf = (chainId: string | number) => (typeof chainId === 'number' ? `eip155:${chainId}` : chainId)

/** What a restore of one namespace knows of its chain. */
export interface RestoreChoice {
  /** The namespace's last chain, stored by the login. */
  chain?: string
  /** Whether the app offers a chain in this namespace. */
  offers(chain: string): boolean
  /** The chain when neither the login nor the frame names one the app offers. */
  fallback?: string
}

/**
 * The chain a restore reads the session's user on: the namespace's last one; without one, the frame's own chain
 * (SPEC §7's get chain id) where the app offers it; else the fallback. A frame that does not say is the fallback.
 */
export async function restoreChain(bridge: FrameBridge, { chain, offers, fallback }: RestoreChoice) {
  if (chain) return chain
  const own = await bridge.request('GET_CHAIN_ID').catch(() => undefined)
  const frameChain = own && caipChainOf(own.chainId)
  return frameChain && offers(frameChain) ? frameChain : fallback
}
