// A WalletConnect wallet for tests: Reown's WalletKit (with its own WalletConnect Core) on a relay, backed by real
// keys (viem local accounts) and JSON-RPC chains. Paste a dapp's pairing URI into `pair`; the test drives the "user"
// like the injected test wallet's: approve, reject or leave pending the session proposal ('session_proposal') and
// every request that needs approval, answer a method with a fixed value or error, and make the wallet-side changes
// (accounts, chain, disconnect) that reach the dapp as session events. Runs in Node and in browsers.
import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { PrivateKeyAccount } from 'viem/accounts'
import { privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { testAccounts } from '../../chains/testAccounts.js'
import type { PendingRequest, WalletMode } from '../eip155/approvals.js'
import { createWalletControls, type WalletRemote } from '../shared/createWalletControls.js'
import { ProviderRpcError, providerFault, toProviderError, unauthorized } from '../eip155/providerErrors.js'
import type { Address, TestWalletChain, WalletContext } from '../eip155/WalletContext.js'
import { answerSessionAuthenticate, signAuthentication } from './answerSessionAuthenticate.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createSessionControl, type WalletConnectSession } from './createSessionControl.js'
import { type SessionNamespace, sessionNamespaces } from './sessionNamespaces.js'
import { walletConnectApprovalMethods, walletConnectMethods } from './walletConnectMethods.js'
import { loadNamespaceWallets, type NamespaceWalletOptions } from './loadNamespaceWallets.js'

export type { PendingRequest, TestWalletChain, WalletConnectSession, WalletMode }

/**
 * Besides eip155, the wallet holds each namespace given (`solana`, `bip122`, `polkadot`, `cosmos`), each loaded only
 * then: a session proposing several gets every one the wallet holds.
 */
export interface WalletConnectTestWalletOptions extends NamespaceWalletOptions {
  /** The relay, e.g. the world's `config.urls.relay` (`ws://127.0.0.1:PORT`). */
  relayUrl: string
  chains: TestWalletChain[]
  /** The project id the relay sees; default 'foyer-test-wallet'. */
  projectId?: string
  /** Keys the wallet holds, all exposed to sessions (first = active); default anvil's test account 0. */
  privateKeys?: `0x${string}`[]
  /** How the "user" answers the proposal and requests that need approval; default 'approve'. */
  mode?: WalletMode
  /** The error code of a user rejection: 5000 'User rejected.' (WalletConnect's, the default) or 4001 (EIP-1193). */
  rejectionCode?: 5000 | 4001
  /** What the dapp sees of the wallet. */
  metadata?: Partial<WalletKitTypes.Metadata>
  /** Where WalletConnect Verify is (the world's `config.urls.verify`): the wallet checks the dapp's attestation
   *  there instead of at verify.walletconnect.org, which WalletConnect offers no option for. */
  verifyUrl?: string
  /** Keeps this client's Core apart from other WalletConnect clients in the same process or page; default unique. */
  customStoragePrefix?: string
  /** WalletKit's default: hand requests to the wallet one at a time, the next one a second after the previous
   *  answer. Default false: every request is handled as it arrives (faster tests; modes work either way). */
  sequentialRequests?: boolean
  /** WalletConnect's pino log level; default 'silent'. */
  logLevel?: string
}

export interface Proposal {
  id: number
  params: WalletKitTypes.SessionProposal['params']
  /** Verify's verdict: validation 'VALID' | 'INVALID' | 'UNKNOWN', the origin, and isScam when known. */
  verified: WalletKitTypes.SessionProposal['verifyContext']['verified']
}

export interface WalletConnectRequest {
  method: string
  params: unknown
  /** The eip155 chain id (0 for another namespace's request). */
  chainId: number
  /** The request's CAIP-2 chain (`eip155:1`, `solana:…`). */
  chain: string
  topic: string
}

export interface WalletConnectTestWallet extends WalletRemote<WalletConnectRequest> {
  /** The exposed accounts, active first. */
  readonly addresses: Address[]
  /** The chain the wallet's user is on (session events name it). */
  readonly chainId: number
  /** Every session proposal received, with what WalletConnect Verify said of the dapp's origin. */
  readonly proposals: readonly Proposal[]
  /** Failures of the wallet's own answers (e.g. the relay was away); tests can assert it stays empty. */
  readonly failures: readonly Error[]
  /** Pairs with a dapp's `wc:` URI; the proposal then arrives over the relay and is answered by the mode. */
  pair(uri: string): Promise<void>
  sessions(): WalletConnectSession[]
  /** Ends one session (or all) from the wallet side: the dapp gets session_delete. */
  disconnect(topic?: string): Promise<void>
  /** Exposes these held addresses (active first): session update and accountsChanged to every session. */
  emitAccountsChanged(addresses: string[]): Promise<void>
  /** The user switches chain: session update if the session lacks it, and chainChanged to every session. */
  emitChainChanged(chainId: number): Promise<void>
  /** The underlying WalletKit, for what the remote control does not cover. */
  readonly walletKit: IWalletKit
  /** Closes the relay socket and the client's timers. */
  stop(): Promise<void>
}

const userRejection = (code: 5000 | 4001) =>
  code === 5000
    ? new ProviderRpcError(5000, 'User rejected.')
    : new ProviderRpcError(4001, 'User rejected the request.')
const supportedEvents = ['accountsChanged', 'chainChanged'] as const

export async function createWalletConnectTestWallet(
  options: WalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  if (options.chains.length === 0) throw new Error('createWalletConnectTestWallet needs at least one chain')
  const keys = (options.privateKeys ?? [testAccounts[0]!.privateKey]).map((key) => privateKeyToAccount(key))
  const chains = new Map(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const state = { exposed: keys.map((key) => key.address), chainId: options.chains[0]!.chainId }
  const rejection = () => userRejection(options.rejectionCode ?? 5000)
  const controls = createWalletControls<WalletConnectRequest>(options.mode, { faultError: providerFault })
  const proposals: Proposal[] = []
  const failures: Error[] = []
  const heldKey = (address: string | undefined) =>
    keys.find((key) => key.address.toLowerCase() === address?.toLowerCase())

  const contextFor = (chainId: number): WalletContext => ({
    exposedAccounts: () => state.exposed.map((address) => heldKey(address)!),
    accountFor(address) {
      if (!state.exposed.some((exposed) => exposed.toLowerCase() === address?.toLowerCase())) throw unauthorized()
      return heldKey(address) as PrivateKeyAccount
    },
    chainId: () => chainId,
    chain: (id = chainId) => chains.get(id),
    chains: () => [...chains.values()],
    rpc(method, params = [], id = chainId) {
      const chain = chains.get(id)
      if (!chain) throw new ProviderRpcError(4902, `Unrecognized chain ID "${id}".`)
      return jsonRpc(chain.rpcUrl, method, params)
    },
    approve: (method, params) =>
      controls.ask(method, params).catch(() => {
        throw rejection()
      }),
  })

  const customStoragePrefix = options.customStoragePrefix ?? `foyer-test-wallet-${crypto.randomUUID()}`
  const core = new Core({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'foyer-test-wallet',
    customStoragePrefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: options.logLevel ?? 'silent',
  })
  // Verify's public key is fetched from the core's `verifyUrlV3` (not an option): point it at the world's stand-in.
  if (options.verifyUrl) Object.assign(core.verify, { verifyUrlV3: `${options.verifyUrl}/v3` })
  // WalletKit's init sends an INIT event to pulse.walletconnect.org even with telemetry off; this wallet sends none.
  core.eventClient.init = async () => undefined
  const others = loadNamespaceWallets(options)
  others.catch(() => undefined) // awaited below, once WalletKit is up
  const walletKit = await WalletKit.init({
    core,
    signConfig: { disableRequestQueue: !options.sequentialRequests },
    metadata: {
      name: 'Foyer Test Wallet (WalletConnect)',
      description: 'A WalletConnect wallet for tests, backed by the local chains',
      // In a page, the page's origin (the client warns when metadata.url differs from it).
      url: typeof location === 'undefined' ? 'https://wallet.foyer.test' : location.origin,
      icons: [],
      ...options.metadata,
    },
  })
  const namespaceWallets = await others
  const control = createSessionControl(walletKit, state, (error) => failures.push(error))
  const methods = walletConnectMethods(contextFor(state.chainId), {
    chains,
    switchedTo: async (chainId) => {
      state.chainId = chainId
      await control.announceChain(chainId)
    },
  })

  async function answer(method: string, params: unknown, chainId: number): Promise<unknown> {
    const context = contextFor(chainId)
    const approve = (walletConnectApprovalMethods as readonly string[]).includes(method)
    const fault = await controls.fault(method, params, approve)
    if (fault) return fault.value
    return methods.handle(context, method, params)
  }

  /** A request of another namespace, on `chain`: its wallet answers, once the "user" approved where it asks. */
  async function answerNamespace(namespace: string, method: string, params: unknown, chain: string) {
    const wallet = namespaceWallets.get(namespace)
    if (!wallet) throw new ProviderRpcError(4200, `The method ${method} is not supported`)
    const approve = wallet.approvalMethods.includes(method)
    const fault = await controls.fault(method, params, approve)
    if (fault) return fault.value
    if (approve)
      await controls.ask(method, params).catch(() => {
        throw rejection()
      })
    return wallet.handle(method, params, chain)
  }

  const signer = {
    chainIds: () => [...chains.keys()],
    methods: methods.methods,
    account: () => heldKey(state.exposed[0])!,
  }
  walletKit.on('session_proposal', ({ id, params, verifyContext }) => {
    proposals.push({ id, params, verified: verifyContext.verified })
    const decide = async () => {
      try {
        await controls.ask('session_proposal', params)
      } catch {
        const { code, message } = rejection()
        return walletKit.rejectSession({ id, reason: { code, message } })
      }
      const offer = { chainIds: [...chains.keys()], addresses: state.exposed, methods: methods.methods }
      const namespaces = sessionNamespaces(params.requiredNamespaces, params.optionalNamespaces, {
        ...offer,
        events: supportedEvents,
      })
      const proposed = [
        ...Object.entries(params.requiredNamespaces ?? {}),
        ...Object.entries(params.optionalNamespaces ?? {}),
      ]
      const held = [...namespaceWallets].flatMap(([namespace, wallet]) => {
        const approved = wallet.sessionNamespace(proposed)
        return approved ? [[namespace, approved] as const] : []
      })
      if (!namespaces.ok && held.length === 0) return walletKit.rejectSession({ id, reason: namespaces.error })
      const approved: Record<string, SessionNamespace> = {
        ...(namespaces.ok ? namespaces.namespaces : {}),
        ...Object.fromEntries(held),
      }
      // A sign-in asked with the proposal (WalletConnect 2.25's `connect({ authentication })`): signed with it.
      const asked = (params as { requests?: { authentication?: unknown[] } }).requests?.authentication?.[0]
      const authentication = asked ? await signAuthentication(walletKit, asked as never, signer) : undefined
      await walletKit.approveSession({
        id,
        namespaces: approved,
        ...(authentication ? { proposalRequestsResponses: { authentication } } : {}),
      })
    }
    decide().catch((error: unknown) => failures.push(error as Error))
  })

  // One-click authentication (CAIP-222): the session and a signed sign-in message per shared chain, together.
  walletKit.on('session_authenticate', (request) => {
    controls.log({
      method: 'wc_sessionAuthenticate',
      params: request.params.authPayload,
      chainId: 0,
      chain: '',
      topic: '',
    })
    answerSessionAuthenticate(walletKit, request, {
      ...signer,
      ask: (params) => controls.ask('wc_sessionAuthenticate', params),
      rejection,
    }).catch((error: unknown) => failures.push(error as Error))
  })

  walletKit.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    const [namespace, reference] = chainId.split(':')
    const chain = namespace === 'eip155' ? Number(reference) : 0
    controls.log({ method: request.method, params: request.params, chainId: chain, chain: chainId, topic })
    const answered =
      namespace === 'eip155'
        ? answer(request.method, request.params, chain)
        : answerNamespace(namespace ?? '', request.method, request.params, chainId)
    answered
      .then(
        (result) => ({ id, jsonrpc: '2.0' as const, result: result ?? null }),
        (error: unknown) => {
          const { code, message, data } = toProviderError(error)
          // WalletConnect's types say `data` is a string; a wallet may send any JSON, as EIP-1193 allows.
          const error_ = { code, message, ...(data === undefined ? {} : { data: data as string }) }
          return { id, jsonrpc: '2.0' as const, error: error_ }
        },
      )
      .then((response) => walletKit.respondSessionRequest({ topic, response }))
      .catch((error: unknown) => failures.push(error as Error))
  })

  return {
    get addresses() {
      return [...state.exposed]
    },
    get chainId() {
      return state.chainId
    },
    ...controls.remote,
    proposals,
    failures,
    walletKit,
    pair: (uri) => walletKit.pair({ uri }),
    sessions: control.sessions,
    disconnect: control.disconnect,
    async emitAccountsChanged(addresses) {
      const accounts = addresses.map((address) => {
        const key = heldKey(address)
        if (!key) throw new Error(`The WalletConnect test wallet holds no key for ${address}`)
        return key.address
      })
      if (accounts.length === 0) throw new Error('emitAccountsChanged needs at least one account (disconnect instead)')
      state.exposed = accounts
      await control.announceAccounts()
    },
    async emitChainChanged(chainId) {
      if (!chains.has(chainId)) throw new Error(`The WalletConnect test wallet has no chain ${chainId}`)
      state.chainId = chainId
      await control.announceChain(chainId)
    },
    async stop() {
      walletKit.events.removeAllListeners()
      await core.relayer.transportClose().catch(() => undefined)
      core.heartbeat.stop()
      // The Core registers itself on globalThis by its storage prefix; this one is done.
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}`]
    },
  }
}
