import type { FoyerState, Namespace } from 'foyer'
import { authConnectorId } from '../authConnectorId.js'

/** SPEC §6, §9: the namespaces the embedded wallet supports, in the order a login prefers them. */
export const authNamespaces = ['eip155', 'solana'] as const satisfies readonly Namespace[]

export type AuthNamespace = (typeof authNamespaces)[number]

const hasAuth = (state: FoyerState, namespace: Namespace) =>
  state.connectors.some((connector) => connector.chain === namespace && connector.id === authConnectorId)

/**
 * The namespace an embedded-wallet login connects (SPEC §6): the active one when the embedded wallet supports it
 * (a visitor on a Solana network logs in on Solana), else the first supported one that has an AUTH connector.
 */
export function authNamespace(state: FoyerState): Namespace {
  const active = state.activeNamespace
  if (active && (authNamespaces as readonly string[]).includes(active) && hasAuth(state, active)) return active
  return authNamespaces.find((namespace) => hasAuth(state, namespace)) ?? 'eip155'
}
