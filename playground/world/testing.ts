// `foyer/testing`: test wallets and helpers for end-to-end tests of apps that use Foyer (or any EIP-1193 app).
// The EVM wallet is backed by real keys and JSON-RPC chains (the local world's anvil chains, or any others).
// The embedded-wallet site's control client drives the local email and social login (mailbox, approvals, faults).
// The other namespaces' wallets have their own entries (foyer/testing/solana, /bitcoin, /polkadot, /cosmos), so an
// EVM-only test loads none of their libraries; foyer/testing/namespaces injects those the URL names.

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
export { ProviderRpcError } from './wallets/eip155/providerErrors.js'
export { walletIcon } from './wallets/eip155/walletIcon.js'
export { type TestAccount, testAccounts } from './chains/testAccounts.js'
export type { FrameFaultSettings, FrameFaultState } from './frame/control/createFrameFaults.js'
export type { FrameLoad, FrameMessageRecord } from './frame/control/createFrameRecords.js'
export type {
  DeviceView,
  FarcasterChannelView,
  FrameControl,
  SocialDecision,
  SocialLoginView,
} from './frame/control/FrameControl.js'
export { type FrameControlClient, frameControlClient } from './frame/control/frameControlClient.js'
export type { Mail, MailKind } from './frame/site/createMailbox.js'
