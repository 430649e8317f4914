import type { PluginContext } from '../plugins/PluginDefinition.js'
import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import { readonlyStore } from '../state/ReadonlyStore.js'
import type { SliceRegistry } from './createSlices.js'
import { lazyActions } from './lazyActions.js'

type Actions = 'addSlice' | 'store' | 'account' | 'chains' | 'updateSlice'

/** The kernel's services as the kernel itself holds them: the store with its `update`. */
export type KernelServices = Omit<PluginContext, Actions> & { store: Store<FoyerState> }

/**
 * What plugins and views get of the kernel: its services, the store read-only (no `update` at run time either),
 * the kernel's actions for the state it owns (their code loads once the first view is drawn, `afterFirstView`, or at their first call), and their
 * own slices (a view's `useKernel()` has the same).
 */
export function pluginServices(services: KernelServices, slices: SliceRegistry): PluginContext {
  const { store } = services
  return {
    ...services,
    store: readonlyStore(store),
    ...lazyActions(store, services.logger, services.afterFirstView),
    addSlice: slices.add,
    updateSlice: slices.update,
  }
}
