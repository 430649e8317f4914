import type { PluginDefinition } from 'foyer'
import type { PluginCatalogue } from '../kernel/plugins/createPluginHost.js'

/** Flags a plugin every modal has: it loads on first open. */
const builtIn = (load: () => Promise<PluginDefinition>) => Object.assign(load, { builtIn: true })

/**
 * The one place that maps a feature key to its code. Each entry is a dynamic import, so each plugin
 * is its own chunk and loads only when its feature is enabled. createFoyer hands it to the kernel.
 */
export const catalogue: PluginCatalogue = {
  connect: builtIn(() => import('./connect/index.js').then((module) => module.connect)),
  account: builtIn(() => import('./account/index.js').then((module) => module.account)),
  network: builtIn(() => import('./network/index.js').then((module) => module.network)),
  send: () => import('./send/index.js').then((module) => module.send),
}

/**
 * Starts fetching the built-in plugins' code, so it travels beside the kernel's on first open instead
 * of after it, and with it the code of `view` (the view the open will show) from the plugin that has it.
 * Safe to call often: module loading is cached.
 */
export function preloadBuiltInPlugins(view?: string): void {
  for (const load of Object.values(catalogue))
    if (load.builtIn)
      load()
        .then((plugin) => {
          const views = plugin.views as Record<string, { load(): Promise<unknown> } | undefined> | undefined
          return view ? views?.[view]?.load() : undefined
        })
        .catch(() => undefined)
}
