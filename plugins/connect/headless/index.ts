// The `foyer/headless` entrypoint: the wallet list, a chosen wallet's connection and the WalletConnect URI for an
// app that draws its own UI, framework-free (README "Headless"). Page load holds createHeadless alone; the rest
// loads with the kernel. Explicit re-exports only.
export {
  type CreateHeadlessParameters,
  type CreateHeadlessReturnType,
  createHeadless,
  type Headless,
} from './createHeadless.js'
export type {
  HeadlessConnectReturnType,
  HeadlessPairing,
  HeadlessState,
  HeadlessWallet,
  HeadlessWalletKind,
} from './HeadlessState.js'
