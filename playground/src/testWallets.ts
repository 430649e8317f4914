import type { InjectedTestWallet } from 'foyer/testing'
import type { World } from './world.js'

/** The world's EVM chains as the test wallets know them. */
export const walletChains = (world: World) =>
  world.chains
    .filter((chain) => (chain.namespace ?? 'eip155') === 'eip155')
    .map((chain) => ({ chainId: Number(chain.chainId), rpcUrl: chain.rpcUrl, name: chain.name }))

/**
 * Test wallets asked for by the URL (`?wallets=evm`, see README), injected before the app starts.
 * `foyer/testing` (viem and keys) loads only when the URL asks for a wallet.
 */
export async function injectWalletsFromUrl(world: World | undefined): Promise<InjectedTestWallet[]> {
  if (!world || !new URLSearchParams(location.search).has('wallets')) return []
  const { injectTestWalletsFromUrl } = await import('foyer/testing')
  return injectTestWalletsFromUrl(window, location.search, { chains: walletChains(world) })
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
  })
  const host = window as { __foyerTestWallets?: InjectedTestWallet[] }
  host.__foyerTestWallets = [...(host.__foyerTestWallets ?? []), wallet]
  return wallet
}
