import { type Bus, createBus } from './bus/createBus.js'
import { readStoredAccount, storedItem } from './connections/readStoredAccount.js'
import { watchOtherTabs } from './connections/watchOtherTabs.js'
import type { KernelDependencies } from './core/createKernel.js'
import type { Kernel } from './core/Kernel.js'
import { callerMessages } from './errors/callerMessages.js'
import { FoyerError } from './errors/FoyerError.js'
import { loadAgain, moduleExporting } from './loadAgain.js'
import type { FoyerOptions } from './options/FoyerOptions.js'
import { checkConflicts } from './options/optionConflict.js'
import { isManifest, type PluginManifest } from './plugins/PluginManifest.js'
import { createModal } from './modal/createModal.js'
import { firstView } from './router/firstView.js'
import { type FoyerState, initialState } from './state/FoyerState.js'
import { createStore, type Store } from './state/createStore.js'
import type { Namespace } from './types.js'
import type { Locale } from './i18n/locales.js'
import type { ViewName, Views } from './registries.js'
// The composition root's one import of plugins/: the catalogue (its manifests' loader and option conflicts; the
// type through which an app's declarations see Foyer's plugins in the registries: Features, Views...).
import { loadCatalogue, optionConflicts } from '../plugins/catalogue.js'
export type { FoyerRegistryModules } from '../plugins/catalogue.js'

export interface Foyer {
  readonly options: FoyerOptions
  readonly store: Store<FoyerState>
  readonly bus: Bus
  getState(): FoyerState
  subscribe: Store<FoyerState>['subscribe']
  select: Store<FoyerState>['select']
  on: Bus['on']
  off: Bus['off']
  /** Opens the modal, at `view` or where SPEC §2 says (Connect, or Account when connected). */
  open<View extends ViewName>(view?: View, params?: Views[View]): Promise<void>
  close(): Promise<void>
  /** Puts the modal and the button in another language, once its chunk has loaded (README "Languages"). */
  setLocale(locale: Locale): Promise<void>
  /**
   * Disconnects the wallet of one namespace (`'eip155'`, `'solana'`, ...), or, with none given, of every
   * connected namespace: the app's "disconnect all". Another namespace's connection stays, and leads when the
   * active namespace was the one disconnected. Rejects with 'Failed to disconnect' (or 'Failed to disconnect
   * chains: …') when a wallet failed to let go; the state is cleared anyway.
   */
  disconnect(namespace?: Namespace): Promise<void>
  /**
   * Runs an action a plugin offers the app (its definition's `actions`), loading its code first: `openPay` of
   * `foyer/pay` runs the payment plugin's action. FEATURE_DISABLED when the plugin is not on.
   */
  run(plugin: string, action: string, parameters?: unknown): Promise<unknown>
  /**
   * Loads the kernel: validates the options, sets up adapters and plugins' hosts and restores a
   * stored connection. Rejects with the options error when the options are invalid.
   */
  ready(): Promise<Kernel>
  /**
   * Loads what the first open needs (the kernel, the built-in and enabled plugins) without opening.
   * `prefetch: 'idle'` runs it when the page is idle. Never rejects: failures surface on open.
   */
  prefetch(): Promise<void>
  /** An earlier visit stored a connection, which the kernel restores as it loads (it starts loading at once). */
  hasStoredConnection(): boolean
  destroy(): void
}

/** True when a connection was stored by an earlier visit; cheap, and never throws. */
function hasStoredConnection(options: FoyerOptions): boolean {
  try {
    return Boolean(storedItem(options))
  } catch {
    return false
  }
}

/**
 * The option errors a developer must see at once, checked without zod (which loads with the kernel): options
 * that exclude each other (Foyer's manifests' conflicts and the app's), and a projectId that is not a string.
 */
function checkOptions(options: FoyerOptions | undefined, own: PluginManifest[]) {
  checkConflicts(options, [...optionConflicts, ...own.flatMap((manifest) => manifest.conflicts ?? [])])
  if (options?.projectId !== undefined && typeof options.projectId !== 'string')
    throw new FoyerError(callerMessages.INVALID_OPTIONS, {
      code: 'INVALID_OPTIONS',
      details: 'projectId must be a string',
    })
}

/** Starts fetching the built-in plugins' code and the first view's, so they travel beside the kernel's. */
function preloadPlugins(view: string, options: FoyerOptions) {
  loadCatalogue().then(
    ({ preloadBuiltInPlugins }) => preloadBuiltInPlugins(view, options?.features),
    () => undefined,
  )
}

/**
 * Creates a Foyer instance. This is all that runs at page load: a store, a bus and a look at
 * storage. The kernel (option checks, plugins, API clients) loads on first open, when a stored
 * connection must be restored, when `ready()` is called, or when the page is idle with `prefetch: 'idle'`.
 * Touches no `window` on a server. Throws at once for options that exclude each other and a projectId that is
 * not a string; every other option error rejects `open()` and `ready()`. `dependencies` are the kernel's test seams.
 */
export function createFoyer(options: FoyerOptions, dependencies?: KernelDependencies): Foyer {
  // The app's manifests (in `plugins`): their conflicts are checked now, their texts join a language's.
  const own = (options?.plugins ?? []).filter(isManifest)
  checkOptions(options, own)
  const store = createStore({
    ...initialState(options?.themeMode === 'dark' ? 'dark' : 'light'),
    storedAccount: options ? readStoredAccount(options) : undefined,
  })
  const bus = createBus()
  const localeTexts = () => loadCatalogue().then((module) => module.localeTexts(own))
  let kernel: Promise<Kernel> | undefined
  let idle: number | undefined

  let stopWatchingTabs = () => {}
  // A failed import of the kernel's code is tried again on the next call, from a fresh URL (loadAgain).
  let failedImports = 0
  // A call that joins a load in flight which then fails at an import (the visitor clicked again while the
  // first open was failing) starts its own fresh load, so the second click opens.
  const ready = (): Promise<Kernel> => {
    const joined = kernel
    const loading = start()
    return joined ? loading.catch((error: unknown) => (kernel === joined ? Promise.reject(error) : start())) : loading
  }
  const start = () => {
    stopWatchingTabs()
    const attempt = failedImports
    const load = <T>(importer: () => Promise<T>) => loadAgain(importer, attempt)
    kernel ??= Promise.all([
      load(() => import('./core/createKernel.js')),
      // The catalogue's file holds the built-in plugins too (rollup.firstOpen.mjs): a fresh import gives the file's.
      dependencies?.catalogue ?? load(loadCatalogue).then((module) => moduleExporting(module, 'catalogue').catalogue),
    ])
      .catch((error: unknown) => {
        kernel = undefined
        failedImports = attempt + 1
        throw error
      })
      .then(([loaded, catalogue]) => {
        const { createKernel } = moduleExporting(loaded, 'createKernel')
        return createKernel({ ...dependencies, catalogue, options, store, bus, modal })
      })
    return kernel
  }
  const modal = createModal({ store, bus, load: ready })

  const foyer: Foyer = {
    options,
    store,
    bus,
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,
    on: bus.on,
    off: bus.off,
    open(view, params) {
      preloadPlugins(view ?? firstView(store.getState()), options)
      return modal.open(view, params)
    },
    async close() {
      modal.close()
    },
    setLocale: (locale) =>
      import('./i18n/switchLocale.js').then(({ switchLocale }) => switchLocale({ store, bus }, localeTexts, locale)),
    disconnect: (namespace) => ready().then((loaded) => loaded.connections.disconnect(namespace)),
    run: (plugin, action, parameters) => ready().then((loaded) => loaded.runAction(plugin, action, parameters)),
    ready,
    prefetch() {
      preloadPlugins(firstView(store.getState()), options)
      return ready().then(
        (loaded) => loaded.prefetch(),
        () => undefined,
      )
    },
    hasStoredConnection: () => hasStoredConnection(options),
    destroy() {
      stopWatchingTabs()
      if (idle !== undefined) cancelIdleCallback(idle)
      kernel?.then(
        (k) => k.destroy(),
        () => undefined,
      )
      bus.all.clear()
    },
  }

  if (typeof window !== 'undefined' && hasStoredConnection(options)) {
    ready().catch((error: unknown) => console.error(error))
  } else stopWatchingTabs = watchOtherTabs(options, () => ready().catch((error: unknown) => console.error(error)))
  if (options?.locale && options.locale !== 'en') foyer.setLocale(options.locale).catch(console.error)
  if (options?.prefetch === 'idle' && typeof requestIdleCallback === 'function')
    idle = requestIdleCallback(() => {
      idle = undefined
      void foyer.prefetch()
    })
  return foyer
}
