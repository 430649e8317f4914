import type { PluginCatalogue } from '../kernel/plugins/createPluginHost.js'

/** Plugins every modal has; they load on first open. */
export const builtInPlugins = ['connect', 'account', 'network'] as const

/**
 * The one place that maps a feature key to its code. Each entry is a dynamic import, so each plugin
 * is its own chunk and loads only when its feature is enabled.
 */
export const catalogue: PluginCatalogue = {
  connect: () => import('./connect/index.js').then((module) => module.connect),
  account: () => import('./account/index.js').then((module) => module.account),
  network: () => import('./network/index.js').then((module) => module.network),
}
