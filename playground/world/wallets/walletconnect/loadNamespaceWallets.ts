// The non-EVM namespaces the WalletConnect test wallet is asked to hold, each loaded only then (a dynamic import per
// namespace), so a wallet for EVM alone loads none of @solana's, bitcoinjs's, @polkadot's or @cosmjs's code.
import type { WalletConnectBitcoinOptions } from './walletConnectBitcoin.js'
import type { WalletConnectCosmosOptions } from './walletConnectCosmos.js'
import type { WalletConnectPolkadotOptions } from './walletConnectPolkadot.js'
import type { WalletConnectSolanaOptions } from './walletConnectSolana.js'
import type { NamespaceWallet } from './namespaceWallet.js'

export type { WalletConnectBitcoinOptions, WalletConnectCosmosOptions, WalletConnectPolkadotOptions }

export interface NamespaceWalletOptions {
  /** The solana namespace (ed25519 keys, the world's localnet). */
  solana?: WalletConnectSolanaOptions
  /** The bip122 namespace (the Bitcoin test account's keys, the world's regtest chain). */
  bip122?: WalletConnectBitcoinOptions
  /** The polkadot namespace (sr25519 //Alice and //Bob). */
  polkadot?: WalletConnectPolkadotOptions
  /** The cosmos namespace (the Cosmos test account's secp256k1 key). */
  cosmos?: WalletConnectCosmosOptions
}

/** The asked namespaces' wallets, by namespace. */
export async function loadNamespaceWallets(options: NamespaceWalletOptions): Promise<Map<string, NamespaceWallet>> {
  const { solana, bip122, polkadot, cosmos } = options
  const loading: [string, Promise<NamespaceWallet>][] = []
  if (solana)
    loading.push(['solana', import('./walletConnectSolana.js').then((module) => module.walletConnectSolana(solana))])
  if (bip122)
    loading.push(['bip122', import('./walletConnectBitcoin.js').then((module) => module.walletConnectBitcoin(bip122))])
  if (polkadot)
    loading.push([
      'polkadot',
      import('./walletConnectPolkadot.js').then((module) => module.walletConnectPolkadot(polkadot)),
    ])
  if (cosmos)
    loading.push(['cosmos', import('./walletConnectCosmos.js').then((module) => module.walletConnectCosmos(cosmos))])
  return new Map(await Promise.all(loading.map(async ([namespace, wallet]) => [namespace, await wallet] as const)))
}
