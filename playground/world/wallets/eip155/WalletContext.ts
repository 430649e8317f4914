import type { PrivateKeyAccount } from 'viem/accounts'

export type Address = `0x${string}`

export interface TestWalletChain {
  chainId: number
  /** HTTP JSON-RPC URL of the chain (anvil answers CORS, so browsers can use it directly). */
  rpcUrl: string
  name?: string
  /** Defaults to Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** What a request handler may use of the wallet: its keys, chains and the user's approval. */
export interface WalletContext {
  /** The accounts exposed to the site, active first; empty while the site is not authorized. */
  exposedAccounts(): PrivateKeyAccount[]
  /** The exposed account with `address`, or a 4100 error. */
  accountFor(address: string | undefined): PrivateKeyAccount
  chainId(): number
  chain(chainId?: number): TestWalletChain | undefined
  chains(): TestWalletChain[]
  /** JSON-RPC to a chain (the current one by default). */
  rpc(method: string, params?: unknown, chainId?: number): Promise<unknown>
  /** Waits for the "user": resolves when approved, throws 4001 when rejected. */
  approve(method: string, params: unknown): Promise<void>
}
