import { kernelError } from '../errors/kernelError.js'
import { loadAgain } from '../loadAgain.js'
import type { PluginDefinition } from './definePlugin.js'
import type { PluginCatalogue } from './PluginCatalogue.js'
import { pluginIn } from './pluginIn.js'

/**
 * A plugin's definition by id: a developer's as given, a catalogue one by its import, shared while in flight.
 * After a failure the next call loads again (loadAgain: where the browser keeps a failed import failed, a fresh
 * URL gives the module).
 */
export function createPluginResolver(catalogue: PluginCatalogue, extra: readonly PluginDefinition[]) {
  const pending = new Map<string, Promise<PluginDefinition>>()
  const loadFailures = new Map<string, number>()
  return (id: string): Promise<PluginDefinition> => {
    const given = extra.find((plugin) => plugin.id === id)
    if (given) return Promise.resolve(given)
    const entry = catalogue[id]
    if (!entry) return Promise.reject(kernelError('UNKNOWN_PLUGIN', { id }))
    let promise = pending.get(id)
    if (!promise) {
      const attempt = loadFailures.get(id) ?? 0
      promise = loadAgain(entry.load, attempt)
        .then((loaded) => pluginIn(loaded, id))
        .catch((error: unknown) => {
          pending.delete(id)
          loadFailures.set(id, attempt + 1)
          throw kernelError('PLUGIN_LOAD_FAILED', { id }, { cause: error })
        })
      pending.set(id, promise)
    }
    return promise
  }
}
