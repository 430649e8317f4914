import type { FoyerState } from 'foyer'

export interface UnsupportedInput {
  state: FoyerState
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}

/**
 * SPEC §2: an unsupported active network (the wallet is on a network the app does not list) opens
 * UnsupportedChain, unless network switching is disabled, unsupported chains are allowed, or basic
 * WalletConnect mode is on.
 */
export function shouldShowUnsupportedChain({
  state,
  enableNetworkSwitch,
  allowUnsupportedChain,
  basic,
}: UnsupportedInput) {
  if (!enableNetworkSwitch || allowUnsupportedChain || basic) return false
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  if (chain?.accountState.status !== 'connected' || !chain.activeNetworkId) return false
  return !chain.networks.some((network) => network.caipNetworkId === chain.activeNetworkId)
}

/** SPEC §5: a network is supported if the chain has no requested networks or the id is in the list. */
export function isNetworkSupported(requested: readonly string[], networkId: string) {
  return requested.length === 0 || requested.includes(networkId)
}
