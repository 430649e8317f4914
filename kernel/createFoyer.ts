import { type Bus, createBus } from './bus/createBus.js'
import type { Kernel } from './core/Kernel.js'
import type { FoyerOptions } from './options/FoyerOptions.js'
import { type FoyerState, initialState } from './state/FoyerState.js'
import { createStore, type Store } from './state/createStore.js'

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
  open(view?: string, params?: unknown): Promise<void>
  close(): Promise<void>
  /**
   * Loads the kernel: validates the options, sets up adapters and plugins' hosts and restores a
   * stored connection. Rejects with the options error when the options are invalid.
   */
  ready(): Promise<Kernel>
  destroy(): void
}

/** True when a connection was stored by an earlier visit; cheap, and never throws. */
function hasStoredConnection(options: FoyerOptions): boolean {
  try {
    const storage = options.storage ?? globalThis.localStorage
    const prefix = typeof options.storagePrefix === 'string' ? options.storagePrefix : 'foyer'
    return Boolean(storage?.getItem(`${prefix}:connections`))
  } catch {
    return false
  }
}

/**
 * Creates a Foyer instance. This is all that runs at page load: a store, a bus and a look at
 * storage. The kernel (option checks, plugins, API clients) loads on first open, when a stored
 * connection must be restored, or when `ready()` is called. Touches no `window` on a server.
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const store = createStore(initialState(options?.themeMode === 'dark' ? 'dark' : 'light'))
  const bus = createBus()
  let kernel: Promise<Kernel> | undefined
  // Each open() takes a number; close() while one is loading cancels it, so the modal stays closed.
  let openRequest = 0

  const ready = () => {
    kernel ??= import('./core/createKernel.js').then(({ createKernel }) => createKernel({ options, store, bus }))
    return kernel
  }

  const foyer: Foyer = {
    options,
    store,
    bus,
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,
    on: bus.on,
    off: bus.off,
    async open(view, params) {
      const request = ++openRequest
      store.update((draft) => {
        draft.modal.loading = true
      })
      // The built-in plugins' code travels beside the kernel's, not after it.
      import('../plugins/catalogue.js').then(
        ({ preloadBuiltInPlugins }) => preloadBuiltInPlugins(),
        () => undefined,
      )
      try {
        const loaded = await ready()
        if (request !== openRequest) return
        // From here the kernel owns the open; its close() cancels it while plugins load.
        await loaded.open(view, params)
      } catch (error) {
        store.update((draft) => {
          draft.modal.loading = false
        })
        throw error
      }
    },
    async close() {
      if (store.getState().modal.loading) {
        openRequest++
        store.update((draft) => {
          draft.modal.loading = false
        })
      }
      if (kernel) (await kernel).close()
    },
    ready,
    destroy() {
      kernel?.then(
        (k) => k.destroy(),
        () => undefined,
      )
      bus.all.clear()
    },
  }

  if (typeof window !== 'undefined' && hasStoredConnection(options)) {
    ready().catch((error: unknown) => console.error(error))
  }
  return foyer
}
