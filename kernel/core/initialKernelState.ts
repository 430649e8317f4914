import type { Draft } from 'immer'
import type { ResolvedOptions } from '../options/parseOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import { initialChainState } from '../state/initialChainState.js'
import type { CaipNetworkId, Namespace, Network } from '../types.js'

/** The state the options describe: chains per namespace, the active network, features and theme. */
export function applyOptionsToState(draft: Draft<FoyerState>, options: ResolvedOptions, storedNetwork?: CaipNetworkId) {
  const byNamespace = new Map<Namespace, Network[]>()
  for (const network of options.networks) {
    byNamespace.set(network.chainNamespace, [...(byNamespace.get(network.chainNamespace) ?? []), network])
  }
  const preferred =
    options.networks.find((network) => network.caipNetworkId === storedNetwork) ??
    options.defaultNetwork ??
    options.networks[0]
  for (const [namespace, networks] of byNamespace) {
    const active = preferred?.chainNamespace === namespace ? preferred : undefined
    draft.chains[namespace] = initialChainState(namespace, networks, active)
  }
  draft.activeNamespace = preferred?.chainNamespace
  draft.features = options.features
  draft.theme.variables = { ...options.w3mThemeVariables, ...options.themeVariables }
  if (options.themeMode) draft.theme.mode = options.themeMode
}
