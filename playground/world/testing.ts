// `foyer/testing`: test wallets and helpers for end-to-end tests of apps that use Foyer (or any EIP-1193 app).
// The EVM wallet is backed by real keys and JSON-RPC chains (the local world's anvil chains, or any others).
// The other namespaces' wallets have their own entries (foyer/testing/solana, /bitcoin, /polkadot, /cosmos), so an
// EVM-only test loads none of their libraries; injectNamespaceTestWalletsFromUrl loads them on demand.

export type { PendingRequest, WalletMode } from './wallets/eip155/approvals.js'
export {
  approvalMethods,
  createTestWallet,
  type EIP1193Provider,
  type EIP6963ProviderInfo,
  type TestWallet,
  type TestWalletChain,
  type TestWalletOptions,
} from './wallets/eip155/createTestWallet.js'
export { type InjectedTestWallet, injectTestWallet, type WalletHost } from './wallets/eip155/injectTestWallet.js'
export { injectTestWalletsFromUrl, type TestWalletWindow } from './wallets/eip155/injectTestWalletsFromUrl.js'
export {
  injectNamespaceTestWalletsFromUrl,
  type NamespaceTestWallets,
  type NamespaceWalletWindow,
  type NamespaceWalletWorld,
} from './wallets/injectNamespaceTestWalletsFromUrl.js'
export { ProviderRpcError } from './wallets/eip155/providerErrors.js'
export { walletIcon } from './wallets/eip155/walletIcon.js'
export { type TestAccount, testAccounts } from './chains/testAccounts.js'
