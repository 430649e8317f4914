// The public shape of the Polkadot test wallet (see createPolkadotTestWallet.ts): the `window.injectedWeb3` entry
// and the `Injected` object it enables (WALLETS.md §3.1-3.2), written out here so that no polkadot-js extension
// package is needed.
import type { WalletMode } from '../eip155/approvals.js'
import type { WalletRemote } from '../shared/createWalletControls.js'

export interface InjectedAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

export interface SignerPayloadRaw {
  address: string
  /** Hex of the bytes to sign. */
  data: string
  type: 'bytes' | 'payload'
}

export interface SignerResult {
  id: number
  signature: `0x${string}`
}

export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: { signRaw(raw: SignerPayloadRaw): Promise<SignerResult> }
  metadata: {
    get(): Promise<{ genesisHash: string; specVersion: number }[]>
    provide(definition: { genesisHash: string; specVersion: number }): Promise<boolean>
  }
}

export interface InjectedExtension {
  version: string
  enable(originName: string): Promise<Injected>
}

export interface PolkadotTestWalletOptions {
  /** The `injectedWeb3` key; default 'foyer-test-wallet'. */
  name?: string
  /** Which of polkadotTestAccounts it holds; default all (Alice first). */
  accounts?: number[]
  mode?: WalletMode
  /** Start with every origin already authorized (enable answers without asking). */
  authorized?: boolean
}

export interface PolkadotTestWallet extends WalletRemote {
  /** What `window.injectedWeb3[name]` holds. */
  readonly extension: InjectedExtension
  readonly name: string
  readonly addresses: readonly string[]
  /** The origins (enable's originName) the user authorized. */
  readonly origins: readonly string[]
  /** The user shows only these accounts: every accounts.subscribe callback hears it. */
  setAccounts(addresses: string[]): void
}
