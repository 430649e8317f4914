import { kernelError } from '../errors/kernelError.js'
import type { PluginDefinition } from './definePlugin.js'

/**
 * Orders plugins so each comes after the ids in its `after` list. Plugins already set up count as
 * satisfied. A duplicate id, an `after` naming a plugin that is not enabled, or a cycle is an error.
 */
export function orderPlugins(plugins: readonly PluginDefinition[], alreadyLoaded: ReadonlySet<string> = new Set()) {
  const byId = new Map<string, PluginDefinition>()
  for (const plugin of plugins) {
    if (byId.has(plugin.id) || alreadyLoaded.has(plugin.id)) throw kernelError('DUPLICATE_PLUGIN', { id: plugin.id })
    byId.set(plugin.id, plugin)
  }
  const ordered: PluginDefinition[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: PluginDefinition, path: string[]) => {
    const mark = state.get(plugin.id)
    if (mark === 'done') return
    if (mark === 'visiting')
      throw kernelError(
        'PLUGIN_ORDER',
        { id: plugin.id, after: path.join(' -> ') },
        { details: 'The plugins form a cycle' },
      )
    state.set(plugin.id, 'visiting')
    for (const dependency of plugin.after ?? []) {
      if (alreadyLoaded.has(dependency)) continue
      const before = byId.get(dependency)
      if (!before) throw kernelError('PLUGIN_ORDER', { id: plugin.id, after: dependency })
      visit(before, [...path, dependency])
    }
    state.set(plugin.id, 'done')
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [plugin.id])
  return ordered
}
