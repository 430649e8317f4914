import type { ConnectionAccount, ConnectParameters, PluginContext } from 'foyer'
import type { Companion } from './rules/connectTargets.js'

export interface ConnectChosenParameters
  extends Pick<ConnectParameters, 'namespace' | 'connectorId' | 'signal' | 'wallet'> {
  /** Connected beside it once it has (read then: a view's may change while the wallet answers). */
  companions?: readonly Companion[] | (() => readonly Companion[])
}

/**
 * Connects the chosen connector on its namespace's active network (the namespace becomes the active one), then
 * each companion beside it, not made active; a companion that fails is logged and left out. Rejects as
 * `connections.connect` does: UserRejectedRequestError, ConnectFailedError, ModalClosedError once `signal` aborts.
 */
export async function connectChosen(
  context: Pick<PluginContext, 'connections' | 'networks' | 'logger'>,
  { namespace, connectorId, signal, wallet, companions = [] }: ConnectChosenParameters,
): Promise<ConnectionAccount[]> {
  const network = context.networks.active(namespace)
  const accounts = await context.connections.connect({ namespace, connectorId, network, signal, wallet })
  for (const { namespace: other, connectorId: id } of typeof companions === 'function' ? companions() : companions)
    await context.connections
      .connect({ namespace: other, connectorId: id, network: context.networks.active(other), signal, activate: false })
      .catch((error: unknown) => context.logger.warn(`connecting ${other} beside ${namespace} failed`, error))
  return accounts
}
