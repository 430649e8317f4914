import type { AdapterDefinition } from '../../../kernel/index.js'
import type { Namespace, Network } from '../../../kernel/types.js'
import type { WalletScript } from './walletScript.js'

/** A wallet method whose answers a case scripts, and what the adapter does with them. */
export interface AnsweredMethod {
  method: string
  /** The connector that asks it (a namespace with two wallet interfaces has one connector each). */
  connectorId: string
  /** connect: a visitor's connection; restore: the silent read (getAccounts); sign: signing a message. */
  use: 'connect' | 'restore' | 'sign'
  /** Real answers, as a wallet gives them. */
  samples: unknown[]
  /** The wallet is asked only when not connected (it keeps its first answer while connected). */
  disconnected?: boolean
}

/** A fake wallet of one namespace, run in Node: the adapter over it, and the wallet's events sent by hand. */
export interface FakeWallet {
  adapter: AdapterDefinition
  networks: Network[]
  /** The page the adapter finds the wallet's events on, as `window` while it is set up (Keplr's key switch). */
  page?: EventTarget
  /** The wallet sends `event` with `value` (its own listeners, as the adapter gave them). */
  emit(event: string, value: unknown): void
  /** Forgets what earlier events left behind (a WalletConnect session's update), before a case connects anew. */
  reset?(): void
}

/** What the namespace boundaries need of a namespace: its fake wallet and its answers. */
export interface NamespaceWallet {
  namespace: Namespace
  /** What the boundaries call it (default: '<namespace> wallet'). */
  label?: string
  make(script: WalletScript): FakeWallet
  answers: AnsweredMethod[]
  /** Each event a wallet sends, by the connector that hears it, with real values. */
  events: { event: string; connectorId: string; samples: unknown[] }[]
  /** The addresses right answers name: a connection to any other came from a bad answer. */
  good: readonly string[]
  /** Addresses of the wrong kind (another network's, a broken checksum), mixed into the junk. */
  badAddresses: readonly string[]
  /** The junk its answers are made of, when not a page's (a relay carries JSON only). */
  junk?: import('fast-check').Arbitrary<unknown>
  /** Whether an event (or the answer it makes the adapter ask for) rightly ends the connection. */
  mayClear(event: string, value: unknown, thrown: boolean): boolean
}
