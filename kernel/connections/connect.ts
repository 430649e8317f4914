import { ConnectFailedError, ModalClosedError } from '../errors/connectErrors.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { StoredWallet } from '../storage/storageKeys.js'
import type { ConnectionAccount, Namespace, Network } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { adapterConnect } from './askAdapter.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { setConnecting } from './connectionRecipes.js'
import { findConnector } from './findConnector.js'
import { rememberWallet } from './storedConnections.js'
import { snapshotConnection } from './snapshotConnection.js'

export interface ConnectParameters {
  namespace: Namespace
  connectorId: string
  /** The network to connect on; the wallet may answer with another one. */
  network?: Network
  /** Aborting gives up: the promise rejects with 'Modal closed' and a late answer of the wallet is ignored. */
  signal?: AbortSignal
  /**
   * The listed wallet the visitor chose (e.g. a directory wallet reached through WalletConnect): it is
   * recorded as the recent wallet and the connected wallet's info instead of the connector. A function is
   * read when the wallet answers (the listing may still be loading when the attempt starts).
   */
  wallet?: ChosenWallet | (() => ChosenWallet | undefined)
  /**
   * Whether the namespace becomes the active one (default true). False when one choice connects several
   * namespaces (a multi-chain wallet, a WalletConnect session): the others connect beside the chosen one.
   */
  activate?: boolean
}

/** A wallet listing as recorded: its directory id, name and image. */
export interface ChosenWallet {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
}

const known = [UserRejectedRequestError, ConnectFailedError, ModalClosedError]

/** Rejects with 'Modal closed' once `signal` aborts (an adapter may not hear it), never before. */
const whenAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(new ModalClosedError())
    signal?.addEventListener('abort', () => reject(new ModalClosedError()), { once: true })
  })

/** The wallet the visitor used: the listed wallet chosen (through WalletConnect), else the connector's. */
function walletOf(context: ConnectionsContext, namespace: Namespace, connectorId: string, chosen?: StoredWallet) {
  if (chosen) return chosen
  const connector = findConnector(context.store.getState(), namespace, connectorId)
  const wallet: StoredWallet = { id: connector?.explorerId ?? connectorId, name: connector?.name ?? connectorId }
  if (connector?.imageUrl) wallet.imageUrl = connector.imageUrl
  if (connector?.info?.rdns) wallet.rdns = connector.info.rdns
  return wallet
}

/** Connects a connector (SPEC §4); a failed attempt changes nothing, a wallet connected before stays so. */
export async function connect(
  context: ConnectionsContext,
  parameters: ConnectParameters,
): Promise<ConnectionAccount[]> {
  const { namespace, connectorId, network, signal, wallet: chosen, activate = true } = parameters
  context.adapters.getOrThrow(namespace)
  const restore = snapshotConnection(context, namespace)
  context.store.update((draft) => setConnecting(draft, namespace))
  try {
    const answer = adapterConnect(context, namespace, { connectorId, network, signal })
    const result = await Promise.race([answer, whenAborted(signal)])
    const listed = typeof chosen === 'function' ? chosen() : chosen
    const wallet = walletOf(context, namespace, connectorId, listed)
    applyConnection(context, namespace, connectorId, result, { wallet, fresh: true, chosen: listed, activate })
    rememberWallet(context, wallet)
    context.bus.emit('connect:success', { namespace, connectorId, address: result.accounts[0]?.address ?? '' })
    return result.accounts
  } catch (error) {
    restore()
    throw known.some((type) => error instanceof type) ? error : new ConnectFailedError({ cause: error })
  }
}
