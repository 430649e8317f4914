import { frameSocialProviders } from '../../../../adapters/embedded/frame/frameMessages.js'
import { placeAccountFactory } from '../accounts/smartAccounts.js'
import { approveDevice } from '../email/emailLogin.js'
import { farcasterAccountByFid } from '../farcaster/farcasterAccounts.js'
import { appUrl } from '../farcaster/farcasterLogin.js'
import { approveChannel } from '../farcaster/signInWithFarcaster.js'
import { pickIdentity } from '../social/socialRoutes.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import type { FrameControl, SocialDecision } from './FrameControl.js'

export function createFrameControl(site: SiteState, defaultSmartAccountChains: number[]): FrameControl {
  const authorizeUrl = (provider: string, state: string) =>
    `${site.origin()}/social/${provider}/authorize?state=${state}`
  return {
    mailbox: (to) => site.mailbox.list(to),
    lastOtp: (email) => site.mailbox.lastCode(email.toLowerCase()),
    approveDevice(email) {
      const wanted = email.toLowerCase()
      const token = [...site.deviceApprovals].reverse().find(([, approval]) => approval.email === wanted)?.[0]
      if (!token) throw new FrameRequestError(`No device approval is waiting for ${email}`)
      approveDevice(site, token)
    },
    socialLogins: () =>
      site.social.list().map(({ state, provider, status, appOrigin, createdAt, resultUri, returnTo }) => ({
        state,
        provider,
        status,
        appOrigin,
        createdAt,
        authorizeUrl: authorizeUrl(provider, state),
        ...(resultUri ? { resultUri } : {}),
        ...(returnTo ? { returnTo } : {}),
      })),
    decideSocial(decision: SocialDecision = {}) {
      const login = decision.state
        ? site.social.get(decision.state)
        : site.social
            .list()
            .reverse()
            .find(
              (candidate) =>
                candidate.status === 'pending' && (!decision.provider || candidate.provider === decision.provider),
            )
      if (!login) throw new FrameRequestError('No social login is waiting for a decision')
      const choice = decision.cancel
        ? 'cancel'
        : { identity: pickIdentity(login.provider, { ...decision, identity: decision.identity ?? 'ada' }) }
      return site.social.decide(login.state, site.origin(), choice)
    },
    setSocialIdentity(identity, provider) {
      if (identity !== null)
        for (const each of provider ? [provider] : frameSocialProviders) pickIdentity(each, { identity })
      site.social.setAutoIdentity(identity, provider)
    },
    farcasterChannels: () =>
      site.farcaster.list().map((channel) => ({
        channelToken: channel.token,
        state: channel.state,
        domain: channel.request.domain,
        url: appUrl(site, channel.token),
      })),
    async approveFarcaster(options = {}) {
      const token =
        options.channelToken ??
        site.farcaster
          .list()
          .reverse()
          .find((channel) => channel.state === 'pending')?.token
      const account = farcasterAccountByFid(options.fid ?? 1001)
      if (!account) throw new FrameRequestError(`Unknown fid ${options.fid}`)
      if (!token || !(await approveChannel(site.farcaster, token, account, new Date(site.now()))))
        throw new FrameRequestError('No Farcaster sign-in is waiting for approval')
    },
    setFaults: (settings) => site.faults.set(settings),
    faults: () => site.faults.get(),
    clearFaults: () => site.faults.clear(),
    setApprovalMode: (mode, method) => site.approvals.setMode(mode, method),
    approvalMode: (method) => site.approvals.mode(method),
    pendingApprovals: () => site.approvals.pending(),
    waitForApproval: (method) => site.approvals.waitForPending(method),
    approvePending: (method) => site.approvals.approvePending(method),
    rejectPending: (method) => site.approvals.rejectPending(method),
    setSmartAccountNetworks(chainIds) {
      site.smartAccountChains = [...chainIds]
    },
    users: () => site.users.list(),
    devices: () =>
      site.devices.list().map((device) => ({
        id: device.id,
        chainId: device.chainId,
        userId: device.session?.userId ?? null,
        origin: device.origin ?? null,
        theme: device.theme ?? null,
        dappData: device.dappData ?? null,
      })),
    loads: () => site.records.loads(),
    messages: (name) => site.records.messages(name),
    async reset() {
      site.changes.endAll('The frame site was reset')
      site.approvals.rejectPending()
      site.approvals.setMode('approve')
      site.approvals.clearModes()
      for (const store of [
        site.users,
        site.devices,
        site.mailbox,
        site.social,
        site.farcaster,
        site.faults,
        site.records,
      ])
        store.clear()
      site.deviceApprovals.clear()
      site.bundles.clear()
      site.smartAccountChains = [...defaultSmartAccountChains]
      await Promise.all(site.chains.map((chain) => placeAccountFactory(chain)))
    },
  }
}
