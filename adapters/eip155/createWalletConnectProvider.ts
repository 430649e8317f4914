import type { Network } from 'foyer'
import type { WalletConnectHub } from '../walletconnect/createWalletConnectHub.js'
import type { UniversalProvider, WalletConnectSession } from '../walletconnect/UniversalProvider.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { ProviderRpcError } from './ProviderRpcError.js'

type Listener = (...args: any[]) => void

const hex = (reference: string | number) => `0x${Number(reference).toString(16)}`
/** `eip155:1:0xabc` → `0xabc`; other namespaces' accounts are dropped; plain addresses pass. */
const eip155Addresses = (accounts: readonly string[]) => [
  ...new Set(
    accounts.flatMap((account) => {
      const parts = account.split(':')
      if (parts.length === 1) return [account]
      return parts[0] === 'eip155' && parts[2] ? [parts[2]] : []
    }),
  ),
]

/**
 * The eip155 side of the WalletConnect session as an EIP-1193 provider, so connecting, signing,
 * sending and switching go through the adapter's usual code. Requests go to the universal provider on
 * the active `eip155:<chainId>`; its answers are then parsed like any wallet's (its chainChanged is a
 * decimal string and its eth_chainId a number: both become hex here). Events: accountsChanged,
 * chainChanged and disconnect, for this namespace only.
 */
export function createWalletConnectProvider(hub: WalletConnectHub, networks: readonly Network[]) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const eip155Of = (session: WalletConnectSession | undefined) => session?.namespaces.eip155
  const chainOf = (provider: UniversalProvider) =>
    eip155Of(provider.session) ? provider.rpcProviders.eip155?.getDefaultChain() : undefined
  const accountsOf = (provider: UniversalProvider) => {
    const chain = chainOf(provider)
    const accounts = eip155Of(provider.session)?.accounts ?? []
    return eip155Addresses(accounts.filter((account) => account.startsWith(`eip155:${chain}:`)))
  }

  let attached: UniversalProvider | undefined
  const attach = (provider: UniversalProvider) => {
    if (attached === provider) return
    attached = provider
    // What the wallet sent, through the relay: shapes are checked; a non-string account reads as no address.
    provider.on('default_chain_changed', (payload?: { currentCaipChainId?: unknown }) => {
      if (typeof payload?.currentCaipChainId !== 'string') return
      const [namespace, reference] = payload.currentCaipChainId.split(':')
      if (namespace === 'eip155' && reference) emit('chainChanged', hex(reference))
    })
    provider.on(
      'session_event',
      (payload?: { params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } }) => {
        const params = payload?.params
        if (typeof params?.chainId !== 'string' || !params.chainId.startsWith('eip155:')) return
        if (params.event?.name !== 'accountsChanged') return
        const data = params.event.data
        const accounts = Array.isArray(data) ? data.map((item) => (typeof item === 'string' ? item : '')) : undefined
        emit('accountsChanged', accounts ? eip155Addresses(accounts) : data)
      },
    )
    provider.on('session_update', () => emit('accountsChanged', accountsOf(provider)))
    provider.on('session_delete', () => emit('disconnect', new ProviderRpcError(4900, 'Disconnected')))
    hub.onEnded(() => emit('disconnect', new ProviderRpcError(4900, 'Disconnected')))
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const provider = await hub.provider()
    attach(provider)
    const connected = eip155Of(provider.session) !== undefined
    if (method === 'eth_accounts') return connected ? accountsOf(provider) : []
    if (method === 'eth_chainId') return hex(chainOf(provider) ?? networks[0]?.id ?? 1)
    if (method === 'eth_requestAccounts') {
      if (!connected) await hub.pair()
      return accountsOf(provider)
    }
    if (!connected) throw new ProviderRpcError(4100, 'Connect a wallet first.')
    const chain = `eip155:${chainOf(provider)}`
    return provider.request(params === undefined ? { method } : { method, params: params as unknown[] }, chain)
  }

  return {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** Pairs (the QR view), then moves the session to `network` when the wallet approved it. */
    async pair(signal: AbortSignal | undefined, network: Network | undefined) {
      const provider = await hub.provider()
      attach(provider)
      if (!eip155Of(provider.session)) await hub.pair(signal)
      const chains = eip155Of(provider.session)?.chains ?? []
      if (network && chains.includes(network.caipNetworkId)) provider.setDefaultChain(network.caipNetworkId)
    },
    disconnect: () => hub.disconnect(),
  } satisfies Eip1193Provider & Record<string, unknown>
}
