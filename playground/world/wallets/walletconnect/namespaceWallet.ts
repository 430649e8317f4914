// What a non-EVM namespace of the WalletConnect test wallet is (solana, bip122, polkadot, cosmos): the session
// namespace it approves for a proposal, the methods that wait for the "user", and its answers to requests. Each
// lives in its own file and loads only when the wallet is asked to hold that namespace (loadNamespaceWallets.ts).
import * as z from 'zod/mini'
import { TestWalletError } from '../shared/createWalletControls.js'
import type { ProposedNamespace, SessionNamespace } from './sessionNamespaces.js'

export interface NamespaceWallet {
  /** The namespace approved for a proposal that asks for it (required or optional), or none. */
  sessionNamespace(proposed: [string, ProposedNamespace][]): SessionNamespace | undefined
  /** The methods that wait for the "user" (subject to the mode). */
  readonly approvalMethods: readonly string[]
  /** Answers a request on `chain` (its CAIP-2 id); a bad request throws a TestWalletError. */
  handle(method: string, params: unknown, chain: string): unknown
}

export interface NamespaceOffer {
  /** The CAIP-2 chains the wallet serves. */
  chains: readonly string[]
  /** The methods it implements. */
  methods: readonly string[]
  /** Its CAIP-10 accounts on a chain. */
  accounts(chain: string): string[]
}

/**
 * The session namespace for `namespace`: the proposed chains (in its namespace entry or as inline `ns:ref` keys) that
 * the wallet serves, the asked methods it implements, the asked events it emits, its accounts on each chain; none
 * when it serves none of the chains asked.
 */
export function approveNamespace(
  namespace: string,
  proposed: [string, ProposedNamespace][],
  offer: NamespaceOffer,
): SessionNamespace | undefined {
  const asked = proposed.filter(([key]) => key.split(':')[0] === namespace)
  const wanted = new Set(asked.flatMap(([key, entry]) => (key.includes(':') ? [key] : (entry.chains ?? []))))
  const chains = offer.chains.filter((chain) => wanted.has(chain))
  if (chains.length === 0) return undefined
  const methods = new Set(asked.flatMap(([, entry]) => entry.methods ?? []))
  const events = new Set(asked.flatMap(([, entry]) => entry.events ?? []))
  return {
    chains,
    methods: offer.methods.filter((method) => methods.has(method)),
    events: ['accountsChanged', 'chainChanged'].filter((event) => events.has(event)),
    accounts: chains.flatMap((chain) => offer.accounts(chain)),
  }
}

/** A request's params by its schema; anything else is WalletConnect's -32602 'Invalid params'. */
export function parseParams<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TestWalletError(`Invalid params: ${z.prettifyError(parsed.error)}`, -32602)
  return parsed.data
}

/** Dispatches to a handler by method; an unknown one is 4200 'not supported'. */
export function dispatch(handlers: Record<string, (params: unknown, chain: string) => unknown>) {
  return (method: string, params: unknown, chain: string): unknown => {
    const handler = handlers[method]
    if (!handler) throw new TestWalletError(`The method ${method} is not supported`, 4200)
    return handler(params, chain)
  }
}
