// RPC_REQUEST: the allowed methods (SPEC §6) on the selected chain for the account in use; anything else
// answers 'Requested RPC call is not allowed'. Reads go to the chain; signing and sending ask the "user" first.
import { type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { isAllowedRpcMethod } from '../../../../kernel/rpc/rpcMethods.js'
import type { RpcRequestPayload } from '../../../../adapters/embedded/frame/frameMessages.js'
import { jsonRpc } from '../../chains/jsonRpc.js'
import type { WorldChain } from '../../chains/startChains.js'
import { getAssets } from '../../wallets/eip155/getAssets.js'
import type { WalletContext } from '../../wallets/eip155/WalletContext.js'
import type { Device } from '../site/createDevices.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { deviceChain, findChain, isSolanaChain, requireUser } from '../site/sessions.js'
import { handleSolanaRequest } from '../solana/handleSolanaRequest.js'
import { grantPermissions, revokePermissions } from './permissionRequests.js'
import { personalSign, signTypedData } from './signRequests.js'
import { getCallsStatus, sendCalls, sendTransaction } from './sendRequests.js'
import { accountTypeOf, activeAddress, smartAccountsOn } from './userAccounts.js'

export const notAllowedMessage = 'Requested RPC call is not allowed'

/** Allowed by SPEC §6 but beyond this local wallet (user operations: there is no bundler). */
const unsupported = (method: string) => /UserOperation|EntryPoints/.test(method)

interface Call {
  site: SiteState
  device: Device
  user: SiteUser
  chain: WorldChain
  params: unknown
}

const rpc = (chain: WorldChain, method: string, params: unknown) => jsonRpc(chain.rpcUrl, method, params ?? [])

function walletContext({ site, user, chain }: Call): WalletContext {
  const owner = privateKeyToAccount(user.key)
  return {
    exposedAccounts: () => [owner],
    accountFor: (address) => {
      accountTypeOf(site, user, chain, address ?? '')
      return owner
    },
    chainId: () => chain.chainId,
    chain: (chainId) => site.chains.find((candidate) => candidate.chainId === (chainId ?? chain.chainId)),
    chains: () => site.chains,
    rpc: (method, params, chainId) => rpc(chainId === undefined ? chain : findChain(site, chainId), method, params),
    approve: (method, params) => site.approvals.ask(method, params, user.id),
  }
}

const methods: Record<string, (call: Call) => unknown> = {
  eth_chainId: ({ chain }) => numberToHex(chain.chainId),
  eth_accounts: ({ site, user, chain }) => [activeAddress(site, user, chain)],
  eth_requestAccounts: ({ site, user, chain }) => [activeAddress(site, user, chain)],
  personal_sign: ({ site, user, chain, params }) => personalSign(site, user, chain, params),
  eth_signTypedData_v4: ({ site, user, chain, params }) => signTypedData(site, user, chain, params),
  eth_sendTransaction: ({ site, user, chain, params }) => sendTransaction(site, user, chain, params),
  wallet_sendCalls: ({ site, user, chain, params }) => sendCalls(site, user, chain, params),
  wallet_getCallsStatus: ({ site, params }) =>
    getCallsStatus(
      site,
      params,
      (chainId, hash: Hex) => rpc(findChain(site, chainId), 'eth_getTransactionReceipt', [hash]) as never,
    ),
  wallet_getCapabilities: ({ site, user, chain, params }) => {
    const [address, chainIds] = (Array.isArray(params) ? params : []) as [string?, string[]?]
    const type = address ? accountTypeOf(site, user, chain, address) : 'eoa'
    const wanted = chainIds?.map(Number)
    const chains = site.chains.filter((candidate) => !wanted || wanted.includes(candidate.chainId))
    return Object.fromEntries(
      chains.map((candidate) => [
        numberToHex(candidate.chainId),
        {
          atomic: { status: type === 'smartAccount' && smartAccountsOn(site, candidate) ? 'supported' : 'unsupported' },
          assetDiscovery: { supported: true },
        },
      ]),
    )
  },
  wallet_getAssets: (call) => getAssets(walletContext(call), call.params),
  wallet_grantPermissions: ({ site, device, user, chain, params }) =>
    grantPermissions(site, device, user, chain, params),
  wallet_revokePermissions: ({ site, user, chain, params }) => revokePermissions(site, user, chain, params),
  wallet_switchEthereumChain: ({ site, device, params }) => {
    const [request] = (Array.isArray(params) ? params : []) as [{ chainId?: string }?]
    device.chainId = findChain(site, request?.chainId ?? '').chainId
    return null
  },
  wallet_addEthereumChain: ({ site, params }) => {
    const [request] = (Array.isArray(params) ? params : []) as [{ chainId?: string }?]
    findChain(site, request?.chainId ?? '')
    return null
  },
}

export async function handleRpcRequest(site: SiteState, device: Device, payload: RpcRequestPayload) {
  const { method } = payload
  if (!isAllowedRpcMethod(method)) throw new FrameRequestError(notAllowedMessage)
  const solana =
    payload.chainNamespace === 'solana' || method.startsWith('solana_') || isSolanaChain(site, payload.chainId)
  if (solana) return handleSolanaRequest(site, requireUser(site, device), method, payload.params)
  if (payload.chainNamespace && payload.chainNamespace !== 'eip155')
    throw new FrameRequestError(`The local embedded wallet supports eip155 and solana, not ${payload.chainNamespace}`)
  if (unsupported(method)) throw new FrameRequestError(`${method} is not supported by the local embedded wallet`)
  const user = requireUser(site, device)
  const chain = payload.chainId === undefined ? deviceChain(site, device) : findChain(site, payload.chainId)
  const call: Call = { site, device, user, chain, params: payload.params }
  const handler = methods[method]
  return handler ? handler(call) : rpc(chain, method, payload.params)
}
