import type { InjectedTestWallet, WalletMode } from 'foyer/testing'
import type { World } from './world.js'

/** The world's EVM chains as the test wallets know them. */
export const walletChains = (world: World) =>
  world.chains
    .filter((chain) => (chain.namespace ?? 'eip155') === 'eip155')
    .map((chain) => ({ chainId: Number(chain.chainId), rpcUrl: chain.rpcUrl, name: chain.name }))

/** The `walletMode` URL parameter (README): how every test wallet answers, from the start; default approve. */
export function urlWalletMode(search = location.search): WalletMode {
  const mode = new URLSearchParams(search).get('walletMode')
  return mode === 'reject' || mode === 'pending' ? mode : 'approve'
}

/** A wallet's mode: its own `mode()` when it has one, else the URL's (every wallet starts in it). */
export const walletModeOf = (wallet: object): WalletMode =>
  (wallet as { mode?: () => WalletMode }).mode?.() ?? urlWalletMode()

/**
 * Test wallets asked for by the URL (`?wallets=evm`, see README), injected before the app starts.
 * `foyer/testing` (viem and keys) loads only when the URL asks for a wallet.
 */
export async function injectWalletsFromUrl(world: World | undefined): Promise<InjectedTestWallet[]> {
  if (!world || !new URLSearchParams(location.search).has('wallets')) return []
  const [{ injectTestWalletsFromUrl }, { injectNamespaceTestWalletsFromUrl }] = await Promise.all([
    import('foyer/testing'),
    import('foyer/testing/namespaces'),
  ])
  // The other namespaces' wallets (wallets=solana,bitcoin,...) load their own libraries only when asked for.
  await injectNamespaceTestWalletsFromUrl(window as never, location.search, world)
  return injectTestWalletsFromUrl(window, location.search, { chains: walletChains(world) })
}

export const namespaceWalletKinds = ['solana', 'bitcoin', 'polkadot', 'cosmos'] as const
export type NamespaceWalletKind = (typeof namespaceWalletKinds)[number]

/** The remote control every test wallet has (modes and pending requests). */
export interface WalletRemote {
  setMode(mode: 'approve' | 'reject' | 'pending'): void
  pending(): unknown[]
  approvePending(): number
  rejectPending(): number
}

/** The namespace wallets injected so far (by URL or by hand). */
export const namespaceWallets = () =>
  ((window as { __foyerNamespaceWallets?: Partial<Record<NamespaceWalletKind, WalletRemote>> })
    .__foyerNamespaceWallets ?? {}) as Partial<Record<NamespaceWalletKind, WalletRemote>>

/** Injects one namespace's test wallet by hand (the panel's buttons), through the same code as the URL. */
export async function injectNamespaceWallet(world: World, kind: NamespaceWalletKind): Promise<void> {
  const { injectNamespaceTestWalletsFromUrl } = await import('foyer/testing/namespaces')
  await injectNamespaceTestWalletsFromUrl(window as never, `?wallets=${kind}&walletMode=${urlWalletMode()}`, world)
}

/** Injects one more EVM test wallet by hand (the panel's button). */
export async function injectWallet(world: World, index: number): Promise<InjectedTestWallet> {
  const { injectTestWallet, testAccounts } = await import('foyer/testing')
  const account = testAccounts[index % testAccounts.length]!
  const wallet = injectTestWallet(window, {
    name: index === 0 ? 'Test Wallet' : `Test Wallet ${index + 1}`,
    rdns: index === 0 ? 'dev.foyer.testwallet' : `dev.foyer.testwallet${index + 1}`,
    privateKeys: [account.privateKey],
    chains: walletChains(world),
    storage: localStorage,
    mode: urlWalletMode(),
  })
  const host = window as { __foyerTestWallets?: InjectedTestWallet[] }
  host.__foyerTestWallets = [...(host.__foyerTestWallets ?? []), wallet]
  return wallet
}
