// An injected EIP-1193 wallet for tests, backed by real keys (viem local accounts) and the local chains over
// HTTP JSON-RPC. It runs in browsers and in Node. The test drives the "user": approve, reject or leave
// pending every request that needs approval, answer a method with a fixed (malformed) value, and make the
// wallet-side changes a real wallet makes (switch chain, switch or drop accounts, disconnect).
import { randomId } from 'foyer/kit'
import { numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { testAccounts } from '../../chains/testAccounts.js'
import { createWalletControls } from '../shared/createWalletControls.js'
import type { PendingRequest, WalletMode } from './approvals.js'
import { createCallsStore } from './createCallsStore.js'
import { createEmitter } from './createEmitter.js'
import { getAssets } from './getAssets.js'
import {
  disconnected,
  providerFault,
  ProviderRpcError,
  toProviderError,
  unauthorized,
  unsupportedMethod,
} from './providerErrors.js'
import { sendTransaction } from './sendTransaction.js'
import { personalSign, signTypedData } from './signing.js'
import type { EIP1193Provider, EIP6963ProviderInfo, TestWallet, TestWalletOptions } from './TestWallet.js'
import type { TestWalletChain, WalletContext } from './WalletContext.js'
import { walletIcon } from './walletIcon.js'
import { walletChainMethods } from './walletChainMethods.js'
import { walletPermissionMethods } from './walletPermissionMethods.js'

export type {
  EIP1193Provider,
  EIP6963ProviderInfo,
  PendingRequest,
  TestWallet,
  TestWalletChain,
  TestWalletOptions,
  WalletMode,
}

/** Methods that need the user's approval (subject to the mode). */
export const approvalMethods = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

const refused = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_subscribe', 'eth_unsubscribe'])
const forwardable = (method: string) => /^(eth|net|web3)_/.test(method) && !refused.has(method)

export function createTestWallet(options: TestWalletOptions): TestWallet {
  if (options.chains.length === 0) throw new Error('createTestWallet needs at least one chain')
  const name = options.name ?? 'Test Wallet'
  const rdns = options.rdns ?? 'dev.foyer.testwallet'
  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: options.uuid ?? randomId(), // a UUIDv4 on a plain-HTTP page too
    name,
    icon:
      options.icon ??
      walletIcon(name.replace(/^Test Wallet\s*/, '') || name, rdns.endsWith('2') ? '#8B5CF6' : '#2563EB'),
    rdns,
  })
  const keys = (options.privateKeys ?? [testAccounts[0]!.privateKey]).map((key) => privateKeyToAccount(key))
  const chains = new Map(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const storageKey = `foyer.testWallet.${rdns}.authorized`
  // With a storage (and no fixed start), the site's authorization is read from it each time, so every tab of the
  // site shares it, as an extension's does.
  const shared = options.authorized === undefined ? options.storage : undefined
  let authorizedHere = options.authorized ?? options.storage?.getItem(storageKey) === '1'
  const state = {
    exposed: keys.map((key) => key.address),
    chainId: options.chainId ?? options.chains[0]!.chainId,
    get authorized() {
      return shared ? shared.getItem(storageKey) === '1' : authorizedHere
    },
    set authorized(value: boolean) {
      authorizedHere = value
    },
    connected: true,
  }
  if (!chains.has(state.chainId)) throw new Error(`chainId ${state.chainId} is not among the wallet's chains`)
  const emitter = createEmitter()
  const controls = createWalletControls(options.mode, { faultError: providerFault })
  const held = options.hold ?? []
  for (const method of held) controls.remote.setMode('pending', method)
  const heldKey = (address: string | undefined) =>
    keys.find((key) => key.address.toLowerCase() === address?.toLowerCase())

  const context: WalletContext = {
    exposedAccounts: () => (state.authorized ? state.exposed.map((address) => heldKey(address)!) : []),
    accountFor(address) {
      const exposed =
        state.authorized && state.exposed.some((candidate) => candidate.toLowerCase() === address?.toLowerCase())
      if (!exposed) throw unauthorized()
      return heldKey(address) as PrivateKeyAccount
    },
    chainId: () => state.chainId,
    chain: (chainId = state.chainId) => chains.get(chainId),
    chains: () => [...chains.values()],
    rpc: (method, params = [], chainId = state.chainId) => jsonRpc(chains.get(chainId)!.rpcUrl, method, params),
    approve: (method, params) => controls.ask(method, params),
  }

  const setAuthorized = (authorized: boolean) => {
    if (state.authorized === authorized) return
    state.authorized = authorized
    if (authorized) options.storage?.setItem(storageKey, '1')
    else options.storage?.removeItem(storageKey)
    emitter.emit('accountsChanged', authorized ? [...state.exposed] : [])
  }
  const setChain = (chainId: number) => {
    if (state.chainId === chainId) return
    state.chainId = chainId
    emitter.emit('chainChanged', numberToHex(chainId))
  }

  const calls = createCallsStore(context)
  const handlers: Record<string, (params: unknown, method: string) => unknown> = {
    eth_chainId: () => numberToHex(state.chainId),
    eth_accounts: () => (state.authorized ? [...state.exposed] : []),
    eth_coinbase: () => (state.authorized ? (state.exposed[0] ?? null) : null),
    ...walletPermissionMethods({ context, state, setAuthorized }),
    ...walletChainMethods({ context, chains, setChain }),
    personal_sign: (params) => personalSign(context, params),
    eth_signTypedData_v4: (params, method) => signTypedData(context, params, method),
    eth_signTypedData_v3: (params, method) => signTypedData(context, params, method),
    eth_sendTransaction: (params) => sendTransaction(context, params),
    wallet_getCapabilities: (params) => calls.getCapabilities(params),
    wallet_sendCalls: (params) => calls.sendCalls(params),
    wallet_getCallsStatus: (params) => calls.getCallsStatus(params),
    wallet_showCallsStatus: () => null,
    wallet_getAssets: (params) => getAssets(context, params),
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    if (!state.connected) throw disconnected()
    if (held.includes(method)) await controls.ask(method, params)
    const fault = await controls.fault(method, params, (approvalMethods as readonly string[]).includes(method))
    if (fault) return fault.value
    if (Object.hasOwn(handlers, method)) return handlers[method]!(params, method)
    if (forwardable(method)) return context.rpc(method, params ?? [])
    throw unsupportedMethod(method)
  }

  const provider: EIP1193Provider = Object.freeze({
    async request(args: { method: string; params?: unknown }) {
      if (typeof args?.method !== 'string')
        throw new ProviderRpcError(-32600, 'Invalid request: method must be a string')
      controls.log({ method: args.method, params: args.params })
      try {
        return await handle(args.method, args.params)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on: emitter.on,
    once: emitter.once,
    removeListener: emitter.removeListener,
    off: emitter.removeListener,
    isFoyerTestWallet: true as const,
  })

  return {
    provider,
    info,
    get addresses() {
      return [...state.exposed]
    },
    get chainId() {
      return state.chainId
    },
    get authorized() {
      return state.authorized
    },
    get connected() {
      return state.connected
    },
    ...controls.remote,
    switchChain(chainId) {
      if (!chains.has(chainId)) throw new Error(`The test wallet has no chain ${chainId}`)
      setChain(chainId)
    },
    setAccounts(addresses) {
      if (addresses.length === 0) return setAuthorized(false)
      const accounts = addresses.map((address) => {
        const key = heldKey(address)
        if (!key) throw new Error(`The test wallet holds no key for ${address}`)
        return key.address
      })
      state.exposed = accounts
      if (state.authorized) emitter.emit('accountsChanged', [...accounts])
    },
    disconnect() {
      if (!state.connected) return
      state.connected = false
      emitter.emit('disconnect', disconnected())
    },
    connect() {
      if (state.connected) return
      state.connected = true
      emitter.emit('connect', { chainId: numberToHex(state.chainId) })
    },
  }
}
