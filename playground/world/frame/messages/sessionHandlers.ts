// The session messages: who is logged in, on which chain, with which account, and the page's own housekeeping.
import { isDeployed } from '../accounts/smartAccounts.js'
import { dropFarcasterSignIn } from '../farcaster/farcasterLogin.js'
import { handleRpcRequest } from '../rpc/handleRpcRequest.js'
import { accountTypeOn, addressOf, smartAccountsOn } from '../rpc/userAccounts.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { Device } from '../site/createDevices.js'
import type { SiteUser } from '../site/createUsers.js'
import type { SiteState } from '../site/SiteState.js'
import {
  caipChainId,
  deviceChain,
  findChain,
  isSolanaChain,
  requireUser,
  sessionUser,
  signOut,
} from '../site/sessions.js'
import { solanaFrameUser } from '../solana/solanaUser.js'
import { frameUser } from './frameUser.js'
import { connectSocial } from './loginHandlers.js'
import type { Handlers } from './MessageContext.js'

/** Selects the chain a message names (an EVM chain or the Solana localnet) on the device. */
function select(site: SiteState, device: Device, chainId: string | number) {
  if (isSolanaChain(site, chainId)) {
    device.namespace = 'solana'
    return
  }
  device.chainId = findChain(site, chainId).chainId
  device.namespace = 'eip155'
}

const onSolana = (site: SiteState, device: Device) => (device.namespace === 'solana' ? site.solana : undefined)

const selectedChainId = (site: SiteState, device: Device) =>
  onSolana(site, device)?.caipNetworkId ?? caipChainId(deviceChain(site, device))

function userReply(site: SiteState, device: Device, user: SiteUser, siwx: Parameters<typeof frameUser>[3]) {
  const solana = onSolana(site, device)
  return solana ? solanaFrameUser(solana, user, siwx) : frameUser(site, user, deviceChain(site, device), siwx)
}

function refuseSmartAccountOnSolana(site: SiteState, device: Device) {
  const solana = onSolana(site, device)
  if (solana) throw new FrameRequestError(`Smart accounts are not enabled on ${solana.caipNetworkId}`)
}

export const sessionHandlers = {
  CONNECT_SOCIAL: async (context, { uri, chainId, preferredAccountType, siwxMessage }) => {
    const { site, device } = context
    const user = await connectSocial(context, uri)
    if (chainId !== undefined) select(site, device, chainId)
    if (preferredAccountType) user.preferredAccountType = preferredAccountType
    return userReply(site, device, user, siwxMessage)
  },
  GET_USER: async (context, payload) => {
    const { site, device } = context
    if (payload?.chainId !== undefined) {
      if (!isSolanaChain(site, payload.chainId)) findChain(site, payload.chainId)
    }
    const user =
      payload?.socialUri && !sessionUser(site, device)
        ? await connectSocial(context, payload.socialUri)
        : requireUser(site, device)
    if (payload?.chainId !== undefined) select(site, device, payload.chainId)
    if (payload?.preferredAccountType) user.preferredAccountType = payload.preferredAccountType
    return userReply(site, device, user, payload?.siwxMessage)
  },
  SWITCH_NETWORK: ({ site, device }, { chainId }) => {
    select(site, device, chainId)
    return { chainId: selectedChainId(site, device) }
  },
  GET_CHAIN_ID: ({ site, device }) => ({ chainId: selectedChainId(site, device) }),
  IS_CONNECTED: ({ site, device }, payload) => {
    const connected = sessionUser(site, device) !== undefined
    const token = payload?.token
    return { isConnected: connected && (token === undefined || device.session?.token === token) }
  },
  SIGN_OUT: ({ site, device }) => {
    signOut(site, device)
    return undefined
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: ({ site }) => ({ smartAccountEnabledNetworks: [...site.smartAccountChains] }),
  INIT_SMART_ACCOUNT: async ({ site, device }) => {
    const user = requireUser(site, device)
    refuseSmartAccountOnSolana(site, device)
    const chain = deviceChain(site, device)
    if (!smartAccountsOn(site, chain))
      throw new FrameRequestError(`Smart accounts are not enabled on ${caipChainId(chain)}`)
    return { address: user.smartAccount, isDeployed: await isDeployed(chain, user.smartAccount) }
  },
  SET_PREFERRED_ACCOUNT: ({ site, device }, { type }) => {
    const user = requireUser(site, device)
    if (onSolana(site, device)) {
      if (type === 'smartAccount') refuseSmartAccountOnSolana(site, device)
      return { type, address: user.solanaAddress }
    }
    const chain = deviceChain(site, device)
    if (type === 'smartAccount' && !smartAccountsOn(site, chain))
      throw new FrameRequestError(`Smart accounts are not enabled on ${caipChainId(chain)}`)
    user.preferredAccountType = type
    return { type, address: addressOf(user, accountTypeOn(site, user, chain)) }
  },
  RPC_REQUEST: ({ site, device }, payload) => handleRpcRequest(site, device, payload),
  SYNC_THEME: ({ device }, payload) => {
    // SPEC §7: the app tells its theme mode (the frame's pages follow it).
    if (!payload.themeMode) throw new FrameRequestError('SYNC_THEME needs the themeMode')
    device.theme = payload
    return undefined
  },
  SYNC_DAPP_DATA: ({ device }, payload) => {
    // SPEC §7: the dapp data names the SDK's version and type, as every other call of the product does.
    if (!payload.sdkVersion || !payload.sdkType)
      throw new FrameRequestError('SYNC_DAPP_DATA needs sdkVersion and sdkType')
    device.dappData = payload
    return undefined
  },
  RELOAD: (context) => {
    dropFarcasterSignIn(context.site, context.device)
    context.reload = true
    return undefined
  },
} satisfies Partial<Handlers>
