import { hasErrorCode, type Namespace, type PluginContext } from 'foyer'
import { formatErrorMessage } from 'foyer/kit'
import { buildSiwxMessage } from './buildSiwxMessage.js'
import { readSiwxConfig } from './readSiwxConfig.js'
import { siwxErrors } from './siwxErrors.js'
import { siwxSessions } from './siwxSessions.js'
import { selectSiwx, updateSiwx } from './state.js'

type Context = Pick<
  PluginContext,
  'store' | 'updateSlice' | 'adapters' | 'networks' | 'storage' | 'clock' | 'options' | 'track'
>

/**
 * SERVICES.md §3.3's props of the SIWX events: the network (CAIP-2) and whether the account is a smart account: the
 * wallet lists the address as one, or the connection is the embedded wallet's (AUTH), whose account type the frame
 * writes as the preferred type (an EOA wallet's preferred type is only the app's default, not its account's).
 */
export function siwxEventProps(context: Pick<Context, 'store' | 'networks'>, namespace: Namespace) {
  const state = context.store.getState()
  const account = state.chains[namespace]?.accountState
  const connector = state.connectors.find((candidate) => candidate.id === state.activeConnectorIds[namespace])
  const listed = account?.allAccounts.some(
    (entry) => entry.address === account.address && entry.type === 'smartAccount',
  )
  return {
    network: context.networks.active(namespace)?.caipNetworkId,
    isSmartAccount: Boolean(listed) || (connector?.type === 'AUTH' && account?.preferredAccountType === 'smartAccount'),
  }
}

const textOf = (error: unknown) =>
  hasErrorCode(error, 'USER_REJECTED')
    ? formatErrorMessage('SIGNATURE_DECLINED')
    : ((error as { shortMessage?: string; message?: string }).shortMessage ?? (error as Error).message ?? String(error))

/**
 * Signs in the account of `namespace` on its active network (SPEC §4): SPEC §5's requirements (enabled, an
 * address and a network, a client), the message (the app server's nonce when it has one), the wallet's signature,
 * the app server's check, then the session is stored and SIWX_AUTH_SUCCESS tracked. A failure is SIWX_AUTH_ERROR
 * with its text, kept for the view, and rethrown. An attempt left before it ends (the modal closed, the namespace
 * disconnected or connected again: `leaveAttempt`) is 'left': its late answer stores nothing and shows nothing.
 */
export async function signIn(context: Context, namespace: Namespace): Promise<'signed' | 'left'> {
  const update = (recipe: Parameters<typeof updateSiwx>[1]) => updateSiwx(context, recipe)
  update((draft) => {
    draft.attempt += 1
    draft.signing = true
    draft.error = undefined
  })
  const attempt = selectSiwx(context.store.getState()).attempt
  const left = () => selectSiwx(context.store.getState()).attempt !== attempt
  try {
    const config = readSiwxConfig(context.options)
    const state = context.store.getState()
    const address = state.chains[namespace]?.accountState.address
    const connectorId = state.activeConnectorIds[namespace]
    if (!address || !connectorId) throw siwxErrors.noAddress()
    const network = context.networks.active(namespace)
    if (!network) throw siwxErrors.noNetwork()
    const adapter = context.adapters.get(namespace)
    if (!adapter) throw siwxErrors.noClient(namespace)
    const { data, message } = await buildSiwxMessage({ config, address, network, now: context.clock.now(), location })
    const signature = await adapter.signMessage({ connectorId, address, message })
    if (left()) return 'left'
    const session = { data, message, signature }
    await config.verify?.(session)
    if (left()) return 'left'
    siwxSessions(context.storage, context.clock.now).add(session)
    update((draft) => {
      draft.pending = undefined
      draft.signing = false
      draft.closeRefused = false
    })
    context.track('SIWX_AUTH_SUCCESS', siwxEventProps(context, namespace))
    return 'signed'
  } catch (error) {
    if (left()) return 'left'
    const message = textOf(error)
    update((draft) => {
      draft.signing = false
      draft.error = message
    })
    context.track('SIWX_AUTH_ERROR', { ...siwxEventProps(context, namespace), message })
    throw error
  }
}
