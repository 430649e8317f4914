// `foyer/testing/relay` (Node): a local WalletConnect relay with a WalletConnect Verify stand-in, for end-to-end
// tests that pair an app with `foyer/testing/walletconnect`'s wallet offline.
export { type Relay, type StartRelayOptions, startRelay } from '../relay/startRelay.js'
export type { VerifyStandIn } from '../relay/createVerifyStandIn.js'
