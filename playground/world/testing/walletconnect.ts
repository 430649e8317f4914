// `foyer/testing/walletconnect`: a WalletConnect wallet for end-to-end tests of apps that connect by QR code or
// pairing URI (WalletKit on a relay, real keys, JSON-RPC chains; the solana, bip122, polkadot and cosmos namespaces
// too, each loaded only when asked for). Runs in Node and in browsers. Kept apart from `foyer/testing` so that
// importing the injected test wallet does not load WalletConnect. The relay it needs is in `foyer/testing/relay`
// (Node).
export {
  createWalletConnectTestWallet,
  type PendingRequest,
  type Proposal,
  type TestWalletChain,
  type WalletConnectSession,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
  type WalletMode,
} from '../wallets/walletconnect/createWalletConnectTestWallet.js'
export type {
  NamespaceWalletOptions,
  WalletConnectBitcoinOptions,
  WalletConnectCosmosOptions,
  WalletConnectPolkadotOptions,
} from '../wallets/walletconnect/loadNamespaceWallets.js'
export { type RoutableContext, routeWalletConnectVerify } from '../relay/routeWalletConnectVerify.js'
export { type TestAccount, testAccounts } from '../chains/testAccounts.js'
