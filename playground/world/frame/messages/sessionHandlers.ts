// The session messages: who is logged in, on which chain, with which account, and the page's own housekeeping.
import { isDeployed } from '../accounts/smartAccounts.js'
import { handleRpcRequest } from '../rpc/handleRpcRequest.js'
import { accountTypeOn, addressOf, smartAccountsOn } from '../rpc/userAccounts.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import { caipChainId, deviceChain, findChain, requireUser, sessionUser, signOut } from '../site/sessions.js'
import { frameUser } from './frameUser.js'
import { connectSocial } from './loginHandlers.js'
import type { Handlers } from './MessageContext.js'

export const sessionHandlers = {
  CONNECT_SOCIAL: async (context, { uri, chainId, preferredAccountType, siwxMessage }) => {
    const { site, device } = context
    const user = await connectSocial(context, uri)
    if (chainId !== undefined) device.chainId = findChain(site, chainId).chainId
    if (preferredAccountType) user.preferredAccountType = preferredAccountType
    return frameUser(site, user, deviceChain(site, device), siwxMessage)
  },
  GET_USER: async (context, payload) => {
    const { site, device } = context
    const chain = payload?.chainId === undefined ? deviceChain(site, device) : findChain(site, payload.chainId)
    const user =
      payload?.socialUri && !sessionUser(site, device)
        ? await connectSocial(context, payload.socialUri)
        : requireUser(site, device)
    device.chainId = chain.chainId
    if (payload?.preferredAccountType) user.preferredAccountType = payload.preferredAccountType
    return frameUser(site, user, chain, payload?.siwxMessage)
  },
  SWITCH_NETWORK: ({ site, device }, { chainId }) => {
    const chain = findChain(site, chainId)
    device.chainId = chain.chainId
    return { chainId: caipChainId(chain) }
  },
  GET_CHAIN_ID: ({ site, device }) => ({ chainId: caipChainId(deviceChain(site, device)) }),
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
    const chain = deviceChain(site, device)
    if (!smartAccountsOn(site, chain))
      throw new FrameRequestError(`Smart accounts are not enabled on ${caipChainId(chain)}`)
    return { address: user.smartAccount, isDeployed: await isDeployed(chain, user.smartAccount) }
  },
  SET_PREFERRED_ACCOUNT: ({ site, device }, { type }) => {
    const user = requireUser(site, device)
    const chain = deviceChain(site, device)
    if (type === 'smartAccount' && !smartAccountsOn(site, chain))
      throw new FrameRequestError(`Smart accounts are not enabled on ${caipChainId(chain)}`)
    user.preferredAccountType = type
    return { type, address: addressOf(user, accountTypeOn(site, user, chain)) }
  },
  RPC_REQUEST: ({ site, device }, payload) => handleRpcRequest(site, device, payload),
  SYNC_THEME: ({ device }, payload) => {
    device.theme = payload
    return undefined
  },
  SYNC_DAPP_DATA: ({ device }, payload) => {
    device.dappData = payload
    return undefined
  },
  RELOAD: (context) => {
    context.reload = true
    return undefined
  },
} satisfies Partial<Handlers>
