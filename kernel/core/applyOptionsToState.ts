import type { Draft } from 'immer'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import { initialChainState } from '../state/initialChainState.js'
import type { AccountType, CaipNetworkId, Namespace, Network } from '../types.js'

/** What an earlier visit stored that the first state honours. */
export interface StoredPreferences {
  activeNetwork?: CaipNetworkId
  preferredAccountTypes?: Partial<Record<Namespace, AccountType>>
}

/**
 * The state the options describe: chains per namespace, the active network, each chain's preferred
 * account type (stored, else the option, else SPEC §9's default), features and theme.
 */
export function applyOptionsToState(
  draft: Draft<FoyerState>,
  options: ResolvedOptions,
  stored: StoredPreferences = {},
) {
  const byNamespace = new Map<Namespace, Network[]>()
  for (const network of options.networks) {
    byNamespace.set(network.chainNamespace, [...(byNamespace.get(network.chainNamespace) ?? []), network])
  }
  const preferred =
    options.networks.find((network) => network.caipNetworkId === stored.activeNetwork) ??
    options.defaultNetwork ??
    options.networks[0]
  for (const [namespace, networks] of byNamespace) {
    const active = preferred?.chainNamespace === namespace ? preferred : undefined
    const chain = initialChainState(namespace, networks, active)
    const accountType = stored.preferredAccountTypes?.[namespace] ?? options.defaultAccountTypes[namespace]
    if (accountType) chain.accountState.preferredAccountType = accountType
    draft.chains[namespace] = chain
  }
  draft.activeNamespace = preferred?.chainNamespace
  draft.features = options.features
  draft.theme.variables = { ...options.w3mThemeVariables, ...options.themeVariables }
  if (options.themeMode) draft.theme.mode = options.themeMode
}
