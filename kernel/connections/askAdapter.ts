import type { ConnectResult } from '../adapters/defineAdapter.js'
import type { Namespace, Network } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { parseConnectResult } from './parseConnectResult.js'

// The adapter boundary: each answer about a connection is parsed here, once.

/** Asks the namespace's adapter to connect (the wallet may prompt). */
export async function adapterConnect(
  { adapters }: ConnectionsContext,
  namespace: Namespace,
  args: { connectorId: string; network?: Network | undefined; signal?: AbortSignal | undefined },
): Promise<ConnectResult> {
  return parseConnectResult(await adapters.getOrThrow(namespace).connect(args), namespace)
}

/** Asks the namespace's adapter for a connector's accounts, silently. */
export async function adapterAccounts(
  { adapters }: ConnectionsContext,
  namespace: Namespace,
  connectorId: string,
): Promise<ConnectResult> {
  return parseConnectResult(await adapters.getOrThrow(namespace).getAccounts({ connectorId }), namespace)
}
