// `foyer/testing/solana`: the Solana test wallet (Wallet Standard) for end-to-end tests, and the world localnet's
// fixed values. Its own entry, so EVM-only tests never load it.

export {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  solanaUserRejected,
} from '../wallets/solana/createSolanaTestWallet.js'
export { type InjectedSolanaTestWallet, injectSolanaTestWallet } from '../wallets/solana/injectSolanaTestWallet.js'
export { type SolanaTestAccount, solanaTestAccounts } from '../solana/solanaTestAccounts.js'
export { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, SOLANA_LOCALNET_CHAIN, SOLANA_USDC } from '../solana/localnet.js'
export type { WalletRemote } from '../wallets/shared/createWalletControls.js'
