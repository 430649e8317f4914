// The embedded wallet of one Foyer instance (SPEC §4): the frame bridge, and what the product remembers of an
// email login (the email, the email-login-used flag, the last login email's time for the cooldown).
import { type AdapterContext, systemClock } from 'foyer'
import { needsApproval } from 'foyer/kit'
import { createFrameBridge } from '../frame/createFrameBridge.js'
import type { FrameUser } from '../frame/frameReplies.js'
import { embeddedAccountType, writeEmbeddedAccount } from './embeddedAccountType.js'
import { frameTheme, watchFrameTheme } from './frameTheme.js'
import { authInitFailedAlert, frameAlerts } from './frameAlerts.js'
import { rejectOnClose } from './rejectOnClose.js'
import { loginRecord } from './loginRecord.js'
import { finishSocialRedirect } from './finishSocialRedirect.js'
import { leaveForSocialLogin } from './leaveForSocialLogin.js'
import { caipChainOf, type RestoreChoice, restoreChain } from './restoreChain.js'

export type { EmailLoginRecord } from './loginRecord.js'

declare module 'foyer' {
  interface Events {
    /** A request the visitor approves in the frame (SPEC §5) started (`pending`) or ended. */
    'auth:approval': { method: string; pending: boolean }
    /** Asks for the approvals pending now ('auth:approval' again): the email plugin may load after one started. */
    'auth:approvals-wanted': undefined
  }
}

/** The namespace of a frame chain id: a CAIP-2 id's own, a bare number is eip155's (SPEC §6: eip155 and solana). */
const namespaceOf = (chainId: string | number) => (String(chainId).startsWith('solana:') ? 'solana' : 'eip155')

export type AuthFrameContext = Pick<AdapterContext, 'options' | 'storage' | 'store' | 'logger' | 'networks' | 'bus'>

/** The instance's one AUTH frame; adapters and plugins share it through the embedded wallet (sharedEmbeddedWallet). */
export function createAuthFrame(context: AuthFrameContext) {
  const { storage, store } = context
  const login = loginRecord(storage)
  const record = login.read
  const write = login.write
  const firstChain = context.networks[0]?.caipNetworkId ?? 'eip155:1'
  const { projectId, metadata, sdkVersion, sdkType } = context.options
  const bridge = createFrameBridge({
    url: context.options.urls.frame,
    projectId: context.options.projectId ?? '',
    chainId: record().lastChain ?? firstChain,
    enableLogger: context.options.logLevel === 'debug',
    ...(projectId ? { dappData: { projectId, sdkVersion, sdkType, ...(metadata ? { metadata } : {}) } } : {}),
    theme: () => frameTheme(store.getState().theme),
    clock: systemClock,
    logger: context.logger,
    onAlert: (alert) => store.update((draft) => void Object.assign(draft, { alert: { ...frameAlerts[alert] } })),
  })
  watchFrameTheme(store, bridge)
  let user: FrameUser | undefined
  const approving: string[] = []
  const accountType = (chainId: string | number) =>
    embeddedAccountType(context, chainId, () =>
      bridge.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(
        (reply) => reply.smartAccountEnabledNetworks,
        // The frame's error answers "no smart accounts" (the EOA); no answer at all fails the user's read.
        (error: { code?: unknown }) => (error.code === 'IFRAME_REQUEST_TIMEOUT' ? Promise.reject(error) : []),
      ),
    )
  context.bus.on('auth:approvals-wanted', () => {
    for (const method of approving) context.bus.emit('auth:approval', { method, pending: true })
  })

  const failedStart = () =>
    store.update((draft) => {
      draft.alert = authInitFailedAlert()
    })
  const forget = () => {
    user = undefined
    const { lastEmailAt } = record()
    login.remove()
    if (lastEmailAt !== undefined) write({ lastEmailAt })
  }

  const frame = {
    bridge,
    record,
    /** The user last read from the frame. */
    user: () => user,
    /** CONNECT_EMAIL: the frame's next step; its time is kept for the cooldown once the site took it (not on a failure). */
    async connectEmail(email: string, now: number) {
      const { action } = await bridge.request('CONNECT_EMAIL', { email })
      write({ ...record(), lastEmailAt: now })
      return action
    },
    connectDevice: () => bridge.request('CONNECT_DEVICE'),
    connectOtp: (otp: string) => bridge.request('CONNECT_OTP', { otp }),
    /**
     * GET_USER on `chainId` (with `socialUri`, the result of a social login that left the page, SPEC §7); a user
     * with an email marks the email login as used (SPEC §4).
     */
    async readUser(chainId: string | number = record().lastChain ?? firstChain, socialUri?: string) {
      const preferredAccountType = await accountType(chainId)
      user = await bridge.request('GET_USER', { chainId, preferredAccountType, ...(socialUri ? { socialUri } : {}) })
      writeEmbeddedAccount(store, user)
      const chain = caipChainOf(user.chainId)
      const { lastEmailAt: _cleared, ...kept } = record()
      write({ ...kept, used: true, lastChain: chain, ...(user.email ? { email: user.email } : {}) })
      return user
    },
    /**
     * Whether a session is there to restore: only after an email login, asked of the frame. A frame that fails
     * its start or the check is SPEC §8's 'A problem occurred while trying initialize authentication': the login
     * is forgotten, so the restore leaves the visitor disconnected, on Connect, with that text.
     */
    async restorable() {
      if (!record().used) return false
      const connected = await bridge
        .request('IS_CONNECTED', {})
        .then((answer) => answer.isConnected)
        .catch(() => {
          failedStart()
          return false
        })
      if (!connected) forget()
      return connected
    },
    /**
     * A restore: the session's user when there is a session (restorable), on the chain restoreChain picks. A user
     * that cannot be read (no reply within the frame's bound, or an error) fails the start as the check does. After
     * a social login that left the page (its marker stored), the restore finishes that login instead.
     */
    async restoreUser(choice: RestoreChoice) {
      const { chain = choice.fallback } = choice
      if (record().socialRedirect)
        return finishSocialRedirect({ record, write, readUser: frame.readUser }, context, chain)
      if (!(await frame.restorable())) return undefined
      const chainId = await restoreChain(bridge, choice)
      return frame.readUser(chainId).catch((error: unknown) => {
        context.logger.warn('the embedded wallet did not give its user', error)
        failedStart()
        forget()
        return undefined
      })
    },
    /** CONNECT_SOCIAL with the popup's result (SPEC §7); the provider and its user name are remembered. */
    async connectSocial(uri: string, provider: string) {
      const chainId = record().lastChain ?? firstChain
      const preferredAccountType = await accountType(chainId)
      const social = await bridge.request('CONNECT_SOCIAL', { uri, chainId, preferredAccountType })
      write({ ...record(), socialProvider: provider, ...(social.userName ? { userName: social.userName } : {}) })
      return social
    },
    /** The social login leaves the page (the browser refused the popup); the page it comes back to finishes it. */
    leaveForSocialLogin: (provider: string, providerUri: string) =>
      leaveForSocialLogin({ record, write }, context, provider, providerUri),
    /** CONNECT_FARCASTER: waits until the Farcaster app approves; the user name is remembered. */
    async connectFarcaster() {
      const { userName } = await bridge.request('CONNECT_FARCASTER')
      write({ ...record(), socialProvider: 'farcaster', userName })
      return userName
    },
    /** SWITCH_NETWORK; the chain the frame took is the one a restore comes back to. */
    async switchChain(chainId: string) {
      const reply = await bridge.request('SWITCH_NETWORK', { chainId })
      const chain = caipChainOf(reply.chainId)
      if (record().used) write({ ...record(), lastChain: chain })
      return chain
    },
    /** SPEC §4: on the secondary code's success, the new email is stored. */
    rememberEmail(email: string) {
      write({ ...record(), email })
      if (user) user = { ...user, email }
    },
    async signOut() {
      forget()
      if (bridge.mounted()) await bridge.request('SIGN_OUT').catch(() => undefined)
    },
    /**
     * RPC_REQUEST; one needing the visitor's approval (SPEC §5) is announced, so ApproveTransaction shows, and
     * closing the modal meanwhile rejects it.
     */
    async rpc(method: string, params: unknown, chainId: string | number) {
      const approval = needsApproval(method)
      if (approval) {
        approving.push(method)
        context.bus.emit('auth:approval', { method, pending: true })
      }
      try {
        const request = bridge.request('RPC_REQUEST', { method, params, chainId, chainNamespace: namespaceOf(chainId) })
        return await (approval ? rejectOnClose(context.bus, request) : request)
      } finally {
        if (approval) {
          approving.splice(approving.indexOf(method), 1)
          context.bus.emit('auth:approval', { method, pending: false })
        }
        // A smart account deploys with its first transaction: read whether it did (SPEC §3 smartAccountDeployed).
        if (approval && user?.preferredAccountType === 'smartAccount' && !user.smartAccountDeployed)
          await frame.readUser(chainId).catch(() => undefined)
      }
    },
  }
  return frame
}

export type AuthFrame = ReturnType<typeof createAuthFrame>
