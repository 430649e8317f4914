import type { Namespace } from '../types.js'
import { foyerError } from '../errors/codedErrors.js'
import { applyConnection } from './applyConnection.js'
import { answerWithin } from './answerWithin.js'
import { adapterAccounts } from './askAdapter.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { connect } from './connect.js'
import { type ConnectorStatus, connectorStatus, connectorStatuses } from './connectorStatus.js'
import { findConnector } from './findConnector.js'
import { restoreWaitMs } from './restoreConnections.js'

export interface SwitchConnectionParameters {
  namespace: Namespace
  connectorId: string
  /** The account to make active, one of the connection's. */
  address?: string
  /**
   * The connection's status as the caller shows it (SPEC §4); default: its status now. A 'disconnected'
   * one starts a new connection; an unknown one is refused with 'Invalid connection status: …'.
   */
  status?: ConnectorStatus
}

/**
 * Makes another connection the active one (SPEC §4): a connected or active connector reconnects (its silent
 * accounts read bounded like a restore's, `restoreWaitMs`, else WALLET_TIMEOUT); a disconnected one starts a new
 * connection. Reports whether the account or the wallet changed.
 */
export async function switchConnection(context: ConnectionsContext, parameters: SwitchConnectionParameters) {
  const { namespace, connectorId, address, status: shown } = parameters
  const { store } = context
  const state = store.getState()
  if (!findConnector(state, namespace, connectorId))
    throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
  const before = {
    connectorId: state.activeConnectorIds[namespace],
    address: state.chains[namespace]?.accountState.address,
  }
  const status: unknown = shown ?? connectorStatus(state, namespace, connectorId)
  if (!connectorStatuses.has(status as ConnectorStatus))
    throw foyerError('INVALID_CONNECTION_STATUS', { status: String(status) })
  if (status === 'disconnected') await connect(context, { namespace, connectorId })
  else {
    const result = await answerWithin(
      adapterAccounts(context, namespace, connectorId),
      context.clock,
      restoreWaitMs,
      () => foyerError('WALLET_TIMEOUT', { method: 'getAccounts' }),
    )
    if (result.accounts.length === 0) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
    const chosen = address
      ? result.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())
      : undefined
    if (address && !chosen)
      throw foyerError(
        'INVALID_WALLET_ANSWER',
        { method: 'switchConnection' },
        { details: `${address} is not an account of ${connectorId}` },
      )
    const accounts = chosen ? [chosen, ...result.accounts.filter((account) => account !== chosen)] : result.accounts
    applyConnection(
      context,
      namespace,
      connectorId,
      { ...result, accounts },
      { fresh: connectorId !== before.connectorId, activate: true },
    )
  }
  const after = store.getState()
  return {
    accountChanged: after.chains[namespace]?.accountState.address !== before.address,
    walletChanged: after.activeConnectorIds[namespace] !== before.connectorId,
  }
}
