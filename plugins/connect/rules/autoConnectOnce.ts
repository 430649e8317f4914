import type { Connector, FoyerState } from 'foyer'

/** The instances (kernels) whose Connect view connected their framing wallet already. */
const connected = new WeakSet<object>()

/**
 * The connector that connects as the Connect view opens (the Safe the app runs inside), once per Foyer instance and
 * only while its namespace is disconnected: after the visitor disconnected it, or it failed, it stays a row to click.
 * Undefined when there is none, or it had its turn (then this marks nothing).
 */
export function autoConnectOnce(
  instance: object,
  state: Pick<FoyerState, 'connectors' | 'chains'>,
): Connector | undefined {
  if (connected.has(instance)) return undefined
  const connector = state.connectors.find((candidate) => candidate.autoConnect)
  if (!connector || state.chains[connector.chain]?.accountState.status === 'connected') return undefined
  connected.add(instance)
  return connector
}
