// The `foyer` entrypoint: the kernel, no React. Explicit re-exports only.
export { createFoyer, type Foyer } from './createFoyer.js'
export { cookieStorage, type CookieStorageOptions } from './storage/cookieStorage.js'
export type { KernelDependencies } from './core/createKernel.js'
export type { Kernel } from './core/Kernel.js'
export type { RunPluginAction } from './plugins/createPluginActions.js'
export {
  definePlugin,
  type AccountTab,
  type AnyPlugin,
  type ConnectMethodDefinition,
  type ManifestPlugin,
  type PluginAction,
  type PluginContext,
  type PluginDefinition,
  type SliceHandle,
  type SlotFill,
  type Teardown,
  type WalletFeature,
} from './plugins/definePlugin.js'
export type { Contributions, PluginHost } from './plugins/createPluginHost.js'
export type { CatalogueEntry, CatalogueView, PluginCatalogue } from './plugins/PluginCatalogue.js'
export {
  defineAdapter,
  type AdapterCapabilities,
  type AdapterContext,
  type AdapterDefinition,
  type AnyAdapter,
  type ConnectResult,
  type TransferFee,
  type TransferParameters,
} from './adapters/defineAdapter.js'
export type { AdapterRegistry } from './adapters/createAdapterRegistry.js'
export type { Connections } from './connections/createConnections.js'
export type { ChosenWallet, ConnectParameters } from './connections/connect.js'
export type { ConnectorStatus } from './connections/connectorStatus.js'
export type { SwitchConnectionParameters } from './connections/switchConnection.js'
export type { Networks } from './networks/createNetworks.js'
export type { SupportedChains } from './http/createSupportedChains.js'
export { cacheLifetimes } from './storage/cacheLifetimes.js'
export { systemClock, sleep } from './clock.js'
export { isCaipAddress, isCaipNetworkId, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './adapters/caip.js'
export { FoyerError, hasErrorCode, type FoyerErrorParameters } from './errors/FoyerError.js'
export { CapabilityNotSupportedError } from './errors/CapabilityNotSupportedError.js'
export { UserRejectedRequestError } from './errors/UserRejectedRequestError.js'
export { ConnectFailedError, ModalClosedError } from './errors/connectErrors.js'
export type { CallerErrorCode, CallerErrorType } from './errors/CallerErrorType.js'
// Registries are augmented through this module only (`declare module 'foyer'`, or '../index.js' inside
// the kernel): augmenting one interface through two different modules does not merge reliably.
export type * from './registries.js'
export type { SharedServiceRegistry } from './core/SharedServiceRegistry.js'
export type { KernelEvents, TrackEvent } from './bus/KernelEvents.js'
export type { AllEvents, Bus } from './bus/createBus.js'
export type { Recipe, Store } from './state/createStore.js'
export type { ReadonlyStore } from './state/ReadonlyStore.js'
export type { AccountActions, BalanceDetails } from './actions/createAccountActions.js'
export type { ChainActions } from './actions/createChainActions.js'
export type { UpdateSlice } from './actions/UpdateSlice.js'
export type { CoreState, FoyerState } from './state/FoyerState.js'
export type { Router, RouterAction, RouterGuard, RouterTransition, ViewDefinition } from './router/createRouter.js'
export type { ToastQueue } from './toasts/createToastQueue.js'
export type { FoyerStorage, Schema, TtlCache } from './storage/FoyerStorage.js'
export type { FetchOptions, QueryCache, QueryState } from './cache/createQueryCache.js'
export type { CacheRecord } from './storage/storageKeys.js'
export type { HttpClient, HttpRequest } from './http/createHttpClient.js'
export type { ApiClients } from './http/createApiClients.js'
export type { Logger, LogLevel } from './createLogger.js'
export type { Clock } from './clock.js'
export type { FoyerOptions } from './options/FoyerOptions.js'
export type { Locale } from './i18n/locales.js'
export type { Translations } from './i18n/Translations.js'
export type { FeatureOptions, WalletListingInput } from './options/FoyerSettings.js'
export type { ResolvedOptions } from './options/ResolvedOptions.js'
export type { KernelFeatures, ResolvedFeatures, RemoteFeatures } from './options/features.js'
export type { ConnectorTypeOrderItem, ServiceUrls } from './options/defaults.js'
export { defineManifest } from './plugins/PluginManifest.js'
export type { FeatureSetting, OptionConflict, OptionSetting, PluginManifest } from './plugins/PluginManifest.js'
export type { PluginCode } from './plugins/fromManifest.js'
export type { StandardSchemaV1 } from './plugins/StandardSchema.js'
export type * from './types.js'
