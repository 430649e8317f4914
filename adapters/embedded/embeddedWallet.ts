// `foyer/embedded-wallet`: the embedded wallet of email and social login (SPEC §4-§7), a piece of its own beside
// adapters/walletconnect. The eip155 and solana adapters hold it as their AUTH connector (sharedEmbeddedWallet, a
// shared service of the instance); the email and socials plugins log in with its frame (embeddedWalletOf). A
// re-export hub, as `foyer/kit`: the package's own modules import each name from its module.
export { authConnectorId } from './authConnectorId.js'
export { type AuthNamespace, authNamespace, authNamespaces } from './auth/authNamespace.js'
export { connectAuth } from './auth/connectAuth.js'
export type { AuthFrame, AuthFrameContext, EmailLoginRecord } from './auth/createAuthFrame.js'
export { embeddedWalletOf } from './embeddedWalletOf.js'
export { type EmbeddedWallet, sharedEmbeddedWallet } from './sharedEmbeddedWallet.js'
export type { FrameAccountType, FrameSocialProvider } from './frame/appPayloads.js'
export type { FrameUser } from './frame/frameReplies.js'
