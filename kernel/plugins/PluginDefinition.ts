import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { AdapterCapabilities } from '../adapters/defineAdapter.js'
import type { SupportedChains } from '../http/createSupportedChains.js'
import type { Bus } from '../bus/createBus.js'
import type { Connections } from '../connections/createConnections.js'
import type { Networks } from '../networks/createNetworks.js'
import type { Clock } from '../clock.js'
import type { SharedServiceRegistry } from '../core/SharedServiceRegistry.js'
import type { QueryCache } from '../cache/createQueryCache.js'
import type { ApiClients } from '../http/createApiClients.js'
import type { Logger } from '../createLogger.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { Slices } from '../registries.js'
import type { Router, RouterGuard, ViewDefinition } from '../router/createRouter.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Recipe } from '../state/createStore.js'
import type { ReadonlyStore } from '../state/ReadonlyStore.js'
import type { AccountActions } from '../actions/createAccountActions.js'
import type { ChainActions } from '../actions/createChainActions.js'
import type { UpdateSlice } from '../actions/UpdateSlice.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import type { ToastQueue } from '../toasts/createToastQueue.js'

type LazyModule = () => Promise<{ default: unknown }>

/** A button on the Account view (Buy, Swap, Receive, Send...). */
export interface WalletFeature {
  id: string
  label: string
  view: string
  /** The plugin id whose feature key gates it, when not the plugin's own. */
  feature?: string
  /** Offered only where the active namespace's adapter has this capability (Send: `transfer`). */
  capability?: keyof AdapterCapabilities
  /**
   * Why the button is not offered to this visitor (the Account view shows the reason instead); undefined: offered.
   * It may answer later (a promise), so a rule's code loads only where the button is drawn; until then no button.
   */
  unavailable?: (options: ResolvedOptions) => string | undefined | Promise<string | undefined>
}

/** A tab of the Account view. */
export interface AccountTab {
  id: string
  label: string
  load: LazyModule
  /** Shown only while the active namespace is one of these (Activity: eip155); every namespace when absent. */
  namespaces?: readonly string[]
}

/** A connect method of the Connect view (email, social, wallet...). */
export interface ConnectMethodDefinition {
  id: string
  load: LazyModule
}

/** Something a plugin puts into a named slot of a built-in view. */
export interface SlotFill {
  id: string
  order?: number
  load: LazyModule
}

export interface SliceHandle<T> {
  get(): T
  update(recipe: Recipe<T>): void
  reset(): void
}

/** What `setup` receives: the kernel's services, the same for Foyer's plugins and everyone else's. */
export interface PluginContext {
  /** The whole state, to read and follow; it changes through the actions below (and the services' own). */
  store: ReadonlyStore<FoyerState>
  /** Adds the plugin's own slice of the state; its handle reads and changes that slice alone. */
  addSlice<K extends keyof Slices & string>(name: K, initial: Slices[K]): SliceHandle<Slices[K]>
  /** Changes a slice by name (where the handle is not at hand: a view, a helper); nothing before it is added. */
  updateSlice: UpdateSlice
  /** The kernel's actions on the account state it owns (tab, profile, balances...). */
  account: AccountActions
  /** The kernel's actions on a namespace's chain state (its network before a wallet connects, smart accounts). */
  chains: ChainActions
  bus: Bus
  router: Router
  toasts: ToastQueue
  storage: FoyerStorage
  /** The one cache of fetched data (balances, history, NFTs, names, identity): keyed, stale times, loads shared. */
  cache: QueryCache
  api: ApiClients
  /** The networks the data API serves (balances, history, swaps... are asked only for those). */
  supportedChains: SupportedChains
  adapters: AdapterRegistry
  /** The services the adapters share (SharedServices: the embedded wallet...): `get` one once an adapter made it. */
  shared: SharedServiceRegistry
  /** Connect, disconnect and restore, per namespace. */
  connections: Connections
  /** The configured networks, the active one, switching. */
  networks: Networks
  options: ResolvedOptions
  logger: Logger
  clock: Clock
  /** Sends a tracking event of SPEC §8 (through the bus to analytics when it is on). */
  track(event: string, properties?: Record<string, unknown>): void
  /** Opens the modal at a view. */
  open(view?: string, params?: unknown): Promise<void>
  close(): void
  /**
   * Resolves when work that can wait may start: the browser's next idle moment after the first open's first view is
   * drawn (at once, when idle, for a kernel loaded without an open). What the visitor does not see yet waits for it.
   */
  afterFirstView: Promise<void>
}

export type Teardown = () => void

/** Something a plugin does when the app asks (`foyer.run(plugin, action, parameters)`), with its context. */
export type PluginAction = (context: PluginContext, parameters: unknown) => Promise<unknown>

export interface PluginDefinition {
  /** The feature key that enables it (for Foyer's own plugins), or any unique id. */
  id: string
  /** Plugin ids that must be set up before this one. */
  after?: string[]
  views?: Record<string, ViewDefinition<never>>
  tabs?: AccountTab[]
  walletFeatures?: WalletFeature[]
  connectMethods?: ConnectMethodDefinition[]
  slots?: Record<string, SlotFill[]>
  guards?: RouterGuard[]
  /** What the app can ask of it through the Foyer instance (its code loads when first asked). */
  actions?: Record<string, PluginAction>
  setup?(context: PluginContext): void | Teardown | Promise<void | Teardown>
}

export type AnyPlugin = PluginDefinition
