// `foyer/kit`: what adapters and plugins use of the kernel and an app does not: the RPC method lists and
// gating, RPC URLs and requests, the wallet-error rule. Apart from `foyer` on purpose: an app imports `foyer`
// at page load, and a bundler's code splitting puts every module an imported entry re-exports at page load
// as soon as lazy code uses it (measured: these put the EVM app's page load at 14.3 KiB gz, over 12).
export {
  isAllowedRpcMethod,
  needsApproval,
  safeRpcMethods,
  unsafeRpcMethods,
  walletConnectEip155Methods,
} from './rpc/rpcMethods.js'
export { notAllowedToastDelayMs, rejectDisallowedRequest } from './rpc/rejectDisallowedRequest.js'
export { rpcUrl } from './rpc/rpcUrl.js'
export { sendRpcRequest, type SendRpcRequestParameters } from './rpc/sendRpcRequest.js'
export { requestTimeoutMs } from './http/fetchWithRetries.js'
export { fetchWithin, withinRequestTimeout } from './http/withinRequestTimeout.js'
export {
  type MinedTransaction,
  type ReceiptContext,
  waitForReceipt,
  type WaitForReceiptParameters,
} from './rpc/waitForReceipt.js'
export { onWalletRpcError, type WalletRpcErrorContext } from './rpc/onWalletRpcError.js'
export { type AdapterRuntime, type LazyAdapterParameters, lazyAdapter } from './adapters/lazyAdapter.js'
export { randomId } from './analytics/randomId.js'
export { loadAgain } from './loadAgain.js'
// A login that takes the tab away and back (the social redirect) leaves its connection to the next page's restore.
export { type StoreConnectingParameters, storeConnecting } from './connections/storeConnecting.js'
export { importPackage, isMissingPackage } from './packages/importPackage.js'
export { parseWalletAnswer } from './adapters/parseWalletAnswer.js'
export {
  walletCaller,
  type WalletCaller,
  type WalletFailureError,
  type WalletRefusals,
} from './wallets/walletCaller.js'
export { formatUnits } from './units/formatUnits.js'
export { parseUnits } from './units/parseUnits.js'
export { toUnits } from './units/toUnits.js'
// What several plugins share: the transfer of SPEC §4 (Send, Pay) and the names service's lookups (Names, Send, Account).
export { transferTokens, type TransferContext, type TransferTokensParameters } from './transfers/transferTokens.js'
export { namesForAddress } from './names/namesForAddress.js'
export { nameCache } from './names/nameCache.js'
export { coinTypeOf } from './names/coinTypeOf.js'
export { type NameRecord, nameRecordSchema, reverseLookupSchema } from './names/nameRecordSchema.js'
// A schema (or anything) made on first use, not when the first open's file runs: what Foyer's own features use.
export { onFirstUse } from './onFirstUse.js'
export { schemaOnUse } from './storage/schemaOnUse.js'
export { foyerError, wrapError } from './errors/codedErrors.js'
export { kernelError } from './errors/kernelError.js'
export { errorMessages, formatErrorMessage, type ErrorCode } from './errors/messages.js'
export { t } from './i18n/t.js'
export type { Translations } from './i18n/Translations.js'
export { formatCurrency } from './i18n/formatCurrency.js'
export { formatRelativeTime } from './i18n/formatRelativeTime.js'
export { isImageSource } from './react/primitives/isImageSource.js'
// The images of SERVICES.md §2.2 that networks, onramp currencies and tokens show.
export { assetImageUrl, currencyImageUrl, type ImageUrlContext, tokenImageUrl } from './images/assetImageUrl.js'
export { namespaceImageIds, networkImageUrl } from './images/networkImageUrl.js'

// A manifest's feature settings (README "Writing a plugin"): ready-made Standard Schemas with defaults and remote switches.
export { booleanSetting, checkedBy, orderSetting, providersSetting } from './plugins/featureSettings.js'

// What a WalletConnect pairing and a sign-in plugin share, and the ADR-36 sign doc (the cosmos adapter signs it, a
// SIWX server checks it).
export type {
  OneClickAuthentication,
  OneClickRequest,
  OneClickSigned,
  WalletConnectPairingEvent,
} from './connections/OneClickAuthentication.js'
export { adr36SignDoc } from './signing/adr36SignDoc.js'
