import type { PluginContext } from 'foyer'
import type { SiwxConfig } from './SiwxConfig.js'
import { siwxSessions } from './siwxSessions.js'
import { leaveAttempt, selectSiwx, updateSiwx } from './state.js'

/**
 * SPEC §4: after a connection, when its network is one of the app's and the adapter can sign, and no session is
 * stored for that account and network, sign-in is pending: the connect flow's Account becomes SIWXSignMessage (a
 * guard), or the view opens when the modal is closed. A connection already there when the plugin starts (restored
 * on a reload) is checked the same way. A disconnect revokes the namespace's sessions; closing an optional sign-in
 * lets it go.
 */
export function watchSignIns(context: PluginContext, config: SiwxConfig): () => void {
  const sessions = siwxSessions(context.storage, context.clock.now)
  const onConnect = ({
    namespace,
    address,
  }: {
    namespace: PluginContext['options']['networks'][number]['chainNamespace']
    address: string
  }) => {
    const network = context.networks.active(namespace)
    const supported = network && context.options.networks.some((item) => item.caipNetworkId === network.caipNetworkId)
    if (!supported || !address || !context.adapters.get(namespace)) return
    if (sessions.find({ chainId: network.caipNetworkId, address })) return
    updateSiwx(context, (draft) => {
      leaveAttempt(draft)
      draft.pending = namespace
      draft.error = undefined
      draft.closeRefused = false
    })
    if (!context.store.getState().modal.open) void context.open('SIWXSignMessage')
  }
  const onDisconnect = ({ namespace }: { namespace: string }) => {
    for (const session of sessions.all())
      if (session.data.chainId.startsWith(`${namespace}:`)) sessions.revoke({ chainId: session.data.chainId })
    if (selectSiwx(context.store.getState()).pending === namespace)
      updateSiwx(context, (draft) => {
        leaveAttempt(draft)
        draft.pending = undefined
      })
  }
  // A required sign-in keeps its view (and its attempt) open; the modal closes only once it is done or cancelled.
  const onClose = () => {
    if (!config.required)
      updateSiwx(context, (draft) => {
        leaveAttempt(draft)
        draft.pending = undefined
      })
  }
  context.bus.on('connect:success', onConnect)
  // A connection there before the plugin (restored on a reload, the kernel loading it then): the same check.
  const restored = context.store.getState()
  const namespace = restored.activeNamespace
  const account = namespace ? restored.chains[namespace]?.accountState : undefined
  if (namespace && account?.status === 'connected' && account.address)
    onConnect({ namespace, address: account.address })
  context.bus.on('disconnect:success', onDisconnect)
  context.bus.on('modal:close', onClose)
  return () => {
    context.bus.off('connect:success', onConnect)
    context.bus.off('disconnect:success', onDisconnect)
    context.bus.off('modal:close', onClose)
  }
}
