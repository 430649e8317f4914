// What the WalletConnect test wallet answers to a session request. Each request carries its chain (`eip155:42161`),
// so every handler gets a WalletContext for that chain; signing and sending are the injected test wallet's own.
import { numberToHex } from 'viem'
import { createCallsStore } from '../eip155/createCallsStore.js'
import { getAssets } from '../eip155/getAssets.js'
import { addChainParams, parseParams, switchChainParams } from '../eip155/paramsSchemas.js'
import { unrecognizedChain, unsupportedMethod } from '../eip155/providerErrors.js'
import { sendTransaction } from '../eip155/sendTransaction.js'
import { personalSign, signTypedData } from '../eip155/signing.js'
import type { TestWalletChain, WalletContext } from '../eip155/WalletContext.js'
import { signTransaction } from './signTransaction.js'

export type Handler = (context: WalletContext, params: unknown, method: string) => unknown

/** Methods that wait for the "user" (subject to the mode), besides the session proposal itself. */
export const walletConnectApprovalMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export interface MethodParts {
  /** Every chain the wallet has (wallet_addEthereumChain adds to it). */
  chains: Map<number, TestWalletChain>
  /** The user switched to `chainId`: the sessions learn it (session update and chainChanged) before the answer. */
  switchedTo(chainId: number): Promise<void>
}

const refused = new Set(['eth_sign', 'eth_signTypedData', 'eth_subscribe', 'eth_unsubscribe'])
const forwardable = (method: string) => /^(eth|net|web3)_/.test(method) && !refused.has(method)

export function walletConnectMethods(base: WalletContext, parts: MethodParts) {
  const calls = createCallsStore(base)
  const handlers: Record<string, Handler> = {
    eth_accounts: (context) => context.exposedAccounts().map((account) => account.address),
    eth_requestAccounts: (context) => context.exposedAccounts().map((account) => account.address),
    eth_chainId: (context) => numberToHex(context.chainId()),
    personal_sign: (context, params) => personalSign(context, params),
    eth_signTypedData_v4: (context, params, method) => signTypedData(context, params, method),
    eth_signTypedData_v3: (context, params, method) => signTypedData(context, params, method),
    eth_sendTransaction: (context, params) => sendTransaction(context, params),
    eth_signTransaction: (context, params) => signTransaction(context, params),
    async wallet_switchEthereumChain(context, params, method) {
      const [{ chainId: hexId }] = parseParams(switchChainParams, params, method)
      const chainId = Number(hexId)
      if (!parts.chains.has(chainId)) throw unrecognizedChain(hexId)
      await context.approve(method, params)
      await parts.switchedTo(chainId)
      return null
    },
    async wallet_addEthereumChain(context, params, method) {
      const [request] = parseParams(addChainParams, params, method)
      await context.approve(method, params)
      const chainId = Number(request.chainId)
      if (!parts.chains.has(chainId)) {
        parts.chains.set(chainId, {
          chainId,
          rpcUrl: request.rpcUrls[0]!,
          name: request.chainName ?? `Chain ${chainId}`,
        })
      }
      return null
    },
    wallet_getCapabilities: (_context, params) => calls.getCapabilities(params),
    wallet_sendCalls: (_context, params) => calls.sendCalls(params),
    wallet_getCallsStatus: (_context, params) => calls.getCallsStatus(params),
    wallet_showCallsStatus: () => null,
    wallet_getAssets: (context, params) => getAssets(context, params),
  }
  return {
    /** The methods a session may approve (what the wallet implements, reads forwarded to the chain aside). */
    methods: Object.keys(handlers),
    handle(context: WalletContext, method: string, params: unknown): unknown {
      const handler = handlers[method]
      if (handler) return handler(context, params, method)
      if (forwardable(method)) return context.rpc(method, params ?? [])
      throw unsupportedMethod(method)
    },
  }
}
