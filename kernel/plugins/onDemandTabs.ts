import { kernelError } from '../errors/kernelError.js'
import type { AccountTab, PluginDefinition } from './definePlugin.js'
import type { CatalogueEntry } from './PluginCatalogue.js'

/**
 * Stand-ins for a catalogue plugin's Account tabs while its code is not loaded: they draw at once, with the
 * catalogue's label, and choosing one loads the plugin first, then the real tab's code.
 */
export function onDemandTabs(entry: CatalogueEntry, loadPlugin: () => Promise<PluginDefinition>): AccountTab[] {
  return (entry.tabs ?? []).map((tab) => ({
    ...tab,
    async load() {
      const real = (await loadPlugin()).tabs?.find((candidate) => candidate.id === tab.id)
      if (!real) throw kernelError('PLUGIN_LOAD_FAILED', { id: tab.id })
      return real.load()
    },
  }))
}
