import fc from 'fast-check'
import { createWalletConnectProvider } from '../../../adapters/eip155/createWalletConnectProvider.js'
import { accountsSchema, chainIdSchema, parseWalletAnswer } from '../../../adapters/eip155/walletAnswers.js'
import { FoyerError } from '../../../kernel/errors/FoyerError.js'
import { testNetwork } from '../../../kernel/testing/testNetworks.js'
import { accepted, type Boundary, refused } from '../Boundary.js'
import { walletAddress } from '../fakeWallet.js'
import { jsonGarbage, shapedLike } from '../garbage.js'

type Listener = (payload: unknown) => void

const samples = {
  session_event: [
    { params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [`eip155:1:${walletAddress}`] } } },
    { params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [walletAddress] } } },
    { params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 42161 } } },
  ],
  default_chain_changed: [
    { currentCaipChainId: 'eip155:42161' },
    { currentCaipChainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  ],
} as const

/** A universal provider (WalletConnect's client) stand-in: one eip155 session on chain 1; events emitted by hand. */
function fakeUniversalProvider() {
  const listeners = new Map<string, Listener[]>()
  const provider = {
    session: { namespaces: { eip155: { accounts: [`eip155:1:${walletAddress}`] } } },
    rpcProviders: { eip155: { getDefaultChain: () => '1' } },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
  }
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return { provider, emit }
}

/** What the EVM adapter makes of the events the provider emits (as its event follower parses them). */
function follow(event: string, value: unknown) {
  if (event === 'accountsChanged')
    return Array.isArray(value) && value.length === 0 ? [] : parseWalletAnswer(accountsSchema, value, event)
  if (event === 'chainChanged') return parseWalletAnswer(chainIdSchema, value, event)
  return value
}

/**
 * Events a WalletConnect wallet sends through the relay (session_event, default_chain_changed), turned into
 * EIP-1193 events by the eip155 WalletConnect provider: never a raw error, and what it emits is parsed or refused.
 */
export function walletConnectEventsBoundary(): Boundary<[keyof typeof samples, unknown]> {
  const universal = fakeUniversalProvider()
  const hub = { provider: async () => universal.provider, pair: async () => undefined, onEnded: () => undefined }
  const provider = createWalletConnectProvider(hub as never, [testNetwork(1), testNetwork(42161)])
  const emitted: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged'])
    provider.on?.(event, (value: unknown) => emitted.push([event, value]))
  const attached = provider.request({ method: 'eth_accounts' })
  return {
    name: 'walletconnect events',
    input: fc.oneof(
      ...Object.entries(samples).map(([event, values]) =>
        fc.tuple(
          fc.constant(event as keyof typeof samples),
          // relay messages are JSON
          shapedLike(values, jsonGarbage).map((value) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown),
        ),
      ),
    ),
    async check([event, payload]) {
      await attached
      emitted.length = 0
      try {
        universal.emit(event, payload)
        for (const [name, value] of emitted) follow(name, value)
      } catch (error) {
        if (!(error instanceof FoyerError)) throw error
        return refused()
      }
      return emitted.length > 0 ? accepted : refused()
    },
  }
}
