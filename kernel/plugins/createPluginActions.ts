import { kernelError } from '../errors/kernelError.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginHost } from './createPluginHost.js'
import type { PluginContext, PluginDefinition } from './definePlugin.js'

export interface CreatePluginActionsParameters {
  plugins: PluginHost
  store: Store<FoyerState>
  /** Loads the built-in plugins and offers the enabled features' (createPluginSync). */
  sync(): Promise<void>
  contextFor(plugin: PluginDefinition): PluginContext
}

/** Runs `action` of the plugin of `feature` with `parameters`; what the action resolves with. */
export type RunPluginAction = (feature: string, action: string, parameters: unknown) => Promise<unknown>

/**
 * The app's way to a feature plugin's actions (`foyer.run(...)`): the plugin's code loads on the first call,
 * when its feature is on (offered, or loaded); a feature that is off rejects with FEATURE_DISABLED and loads
 * nothing. The action runs with the plugin's context, as its `setup` does.
 */
export function createPluginActions({ plugins, store, sync, contextFor }: CreatePluginActionsParameters) {
  const run: RunPluginAction = async (feature, action, parameters) => {
    await sync()
    if (!plugins.isLoaded(feature) && !store.getState().pluginsOnDemand?.includes(feature))
      throw kernelError('FEATURE_DISABLED', { feature })
    await plugins.load([feature])
    const plugin = plugins.loaded().find((candidate) => candidate.id === feature)
    const handler = plugin?.actions?.[action]
    if (!plugin || !handler) throw kernelError('PLUGIN_ACTION_NOT_FOUND', { id: feature, action })
    return handler(contextFor(plugin), parameters)
  }
  return run
}
