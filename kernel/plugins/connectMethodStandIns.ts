import { kernelError } from '../errors/kernelError.js'
import type { ConnectMethodDefinition, PluginDefinition } from './definePlugin.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

/**
 * Stand-ins for catalogue plugins' connect methods (the Connect view's email row), made once per plugin: they
 * draw at once, and their code loads the plugin first, then the real method's code. They stay after the plugin
 * loads, so a row keeps its identity (and what the visitor typed) as the code arrives.
 */
export function connectMethodStandIns(
  catalogue: PluginCatalogue,
  loadPlugin: (id: string) => Promise<PluginDefinition>,
): (id: string) => ConnectMethodDefinition[] {
  const made = new Map<string, ConnectMethodDefinition[]>()
  return (id) => {
    const known = made.get(id)
    if (known) return known
    const methods = (catalogue[id]?.connectMethods ?? []).map((method) => ({
      ...method,
      async load() {
        const real = (await loadPlugin(id)).connectMethods?.find((candidate) => candidate.id === method.id)
        if (!real) throw kernelError('PLUGIN_LOAD_FAILED', { id: method.id })
        return real.load()
      },
    }))
    made.set(id, methods)
    return methods
  }
}
