// An injected EIP-1193 wallet for tests, backed by real keys (viem local accounts) and the local chains over
// HTTP JSON-RPC. It runs in browsers and in Node. The test drives the "user": approve, reject or leave
// pending every request that needs approval, answer a method with a fixed (malformed) value, and make the
// wallet-side changes a real wallet makes (switch chain, switch or drop accounts, disconnect).
import { numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { testAccounts } from '../../chains/testAccounts.js'
import { type PendingRequest, type WalletMode, createApprovals } from './approvals.js'
import { createCallsStore } from './createCallsStore.js'
import { createEmitter, type Listener } from './createEmitter.js'
import { getAssets } from './getAssets.js'
import { disconnected, ProviderRpcError, toProviderError, unauthorized, unsupportedMethod } from './providerErrors.js'
import { sendTransaction } from './sendTransaction.js'
import { personalSign, signTypedData } from './signing.js'
import type { Address, TestWalletChain, WalletContext } from './WalletContext.js'
import { walletIcon } from './walletIcon.js'
import { walletChainMethods } from './walletChainMethods.js'
import { walletPermissionMethods } from './walletPermissionMethods.js'

export type { PendingRequest, TestWalletChain, WalletMode }

export interface TestWalletOptions {
  /** EIP-6963 name; default 'Test Wallet'. */
  name?: string
  /** EIP-6963 reverse-DNS id; default 'dev.foyer.testwallet'. */
  rdns?: string
  /** EIP-6963 icon (a data URI); default a generated SVG. */
  icon?: string
  /** EIP-6963 uuid; default a fresh UUIDv4. */
  uuid?: string
  /** Keys the wallet holds, all exposed on connect (first = active); default anvil's test account 0. */
  privateKeys?: `0x${string}`[]
  chains: TestWalletChain[]
  /** The chain it starts on; default the first of `chains`. */
  chainId?: number
  /** How the "user" answers requests that need approval; default 'approve'. */
  mode?: WalletMode
  /** Also set `window.ethereum` (injectTestWallet only). */
  windowEthereum?: boolean
  /** Start with the site already authorized (eth_accounts answers without eth_requestAccounts). */
  authorized?: boolean
  /** Keeps the site's authorization across page loads, as an extension does (e.g. `localStorage`). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export interface EIP1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  once(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  off(event: string, listener: Listener): void
  readonly isFoyerTestWallet: true
}

export interface EIP6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface TestWallet {
  /** The EIP-1193 provider a dapp gets (frozen); the wallet object itself is the test's remote control. */
  readonly provider: EIP1193Provider
  readonly info: EIP6963ProviderInfo
  /** The exposed accounts, active first (also while the site is not authorized). */
  readonly addresses: Address[]
  readonly chainId: number
  /** Whether the site may see the accounts (after eth_requestAccounts was approved). */
  readonly authorized: boolean
  readonly connected: boolean
  /** Every request the dapp made, in order. */
  readonly requests: readonly { method: string; params: unknown }[]
  setMode(mode: WalletMode, method?: string): void
  clearModes(): void
  pending(): PendingRequest[]
  approvePending(method?: string): number
  rejectPending(method?: string): number
  /** Answers `method` with `value` as is (after approval, if the method needs it) until cleared. */
  setAnswer(method: string, value: unknown): void
  /** Fails `method` with this error (after approval, if the method needs it) until cleared. */
  setError(method: string, error: { code: number; message: string; data?: unknown }): void
  clearAnswer(method?: string): void
  /** The user switches the wallet's chain: emits chainChanged. */
  switchChain(chainId: number): void
  /** The user switches the exposed accounts (addresses of held keys), or with [] disconnects the site. */
  setAccounts(addresses: string[]): void
  /** The wallet loses every chain: emits disconnect (4900); requests fail until connect(). */
  disconnect(): void
  connect(): void
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
    uuid: options.uuid ?? crypto.randomUUID(),
    name,
    icon:
      options.icon ??
      walletIcon(name.replace(/^Test Wallet\s*/, '') || name, rdns.endsWith('2') ? '#8B5CF6' : '#2563EB'),
    rdns,
  })
  const keys = (options.privateKeys ?? [testAccounts[0]!.privateKey]).map((key) => privateKeyToAccount(key))
  const chains = new Map(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const storageKey = `foyer.testWallet.${rdns}.authorized`
  const state = {
    exposed: keys.map((key) => key.address),
    chainId: options.chainId ?? options.chains[0]!.chainId,
    authorized: options.authorized ?? options.storage?.getItem(storageKey) === '1',
    connected: true,
  }
  if (!chains.has(state.chainId)) throw new Error(`chainId ${state.chainId} is not among the wallet's chains`)
  const emitter = createEmitter()
  const approvals = createApprovals(options.mode ?? 'approve')
  const faults = new Map<string, { value: unknown } | { error: ProviderRpcError }>()
  const requests: { method: string; params: unknown }[] = []
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
    approve: (method, params) => approvals.ask(method, params),
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
    const fault = faults.get(method)
    if (fault) {
      if ((approvalMethods as readonly string[]).includes(method)) await approvals.ask(method, params)
      if ('error' in fault) throw fault.error
      return fault.value
    }
    const handler = handlers[method]
    if (handler) return handler(params, method)
    if (forwardable(method)) return context.rpc(method, params ?? [])
    throw unsupportedMethod(method)
  }

  const provider: EIP1193Provider = Object.freeze({
    async request(args: { method: string; params?: unknown }) {
      if (typeof args?.method !== 'string')
        throw new ProviderRpcError(-32600, 'Invalid request: method must be a string')
      requests.push({ method: args.method, params: args.params })
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
    requests,
    setMode: approvals.setMode,
    clearModes: approvals.clearModes,
    pending: approvals.pending,
    approvePending: approvals.approvePending,
    rejectPending: approvals.rejectPending,
    setAnswer: (method, value) => faults.set(method, { value }),
    setError: (method, { code, message, data }) =>
      faults.set(method, { error: new ProviderRpcError(code, message, data) }),
    clearAnswer: (method) => (method === undefined ? faults.clear() : faults.delete(method)),
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
