// `foyer/siwx`: sign-in with the wallet on the app's side. The verifiers (eip155 with viem, solana with ed25519, bip122
// with BIP-322: bip322-js, polkadot with @polkadot/util-crypto, cosmos with ADR-36: @cosmjs; those three optional
// peers, each loaded with its namespace's first message), the app server's
// nonces and routes (a Node request handler), and `serverSiwx`, the `siwx` option that uses that server.
export { verifyEip155Message, type VerifyEip155MessageParameters } from './verifyEip155Message.js'
export { verifySolanaMessage, type VerifySolanaMessageParameters } from './verifySolanaMessage.js'
export { verifyBip122Message, type VerifyBip122MessageParameters } from './verifyBip122Message.js'
export { verifyPolkadotMessage, type VerifyPolkadotMessageParameters } from './verifyPolkadotMessage.js'
export { verifyCosmosMessage, type VerifyCosmosMessageParameters } from './verifyCosmosMessage.js'
export { checkSiwxMessage, type CheckSiwxMessageParameters } from './checkSiwxMessage.js'
export { siwxVerifyErrors } from './siwxVerifyErrors.js'
export { createNonceStore, type NonceStore } from './createNonceStore.js'
export { createSiwxServer, type CreateSiwxServerParameters, type SiwxServer } from './createSiwxServer.js'
export { createSiwxHandler, type CreateSiwxHandlerParameters, type SiwxRequestHandler } from './createSiwxHandler.js'
export { formatSiwxMessage, type SiwxMessageData } from '../rules/siwxMessage.js'
export { parseSiwxMessage } from '../rules/parseSiwxMessage.js'
export { serverSiwx, type ServerSiwxParameters } from '../serverSiwx.js'
