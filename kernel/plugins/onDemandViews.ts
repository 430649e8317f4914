import { kernelError } from '../errors/kernelError.js'
import type { ViewDefinition } from '../router/createRouter.js'
import type { PluginDefinition } from './definePlugin.js'
import type { CatalogueEntry } from './PluginCatalogue.js'

/**
 * Stand-ins for a catalogue plugin's views while its code is not loaded: routing to one works at once,
 * with the catalogue's title, and its `load` loads the plugin first (which registers its real views in
 * their place), then the real view's code.
 */
export function onDemandViews(
  entry: CatalogueEntry,
  loadPlugin: () => Promise<PluginDefinition>,
): Record<string, ViewDefinition<never>> {
  const views: Record<string, ViewDefinition<never>> = {}
  for (const [name, { title }] of Object.entries(entry.views ?? {}))
    views[name] = {
      title,
      async load() {
        const real = (await loadPlugin()).views?.[name]
        if (!real) throw kernelError('VIEW_NOT_FOUND', { view: name })
        return real.load()
      },
    }
  return views
}
