import { kernelError } from '../errors/kernelError.js'
import type { ViewDefinition } from '../router/createRouter.js'
import type { PluginDefinition } from './PluginDefinition.js'
import type { PluginManifest } from './PluginManifest.js'

type LazyModule = () => Promise<{ default: unknown }>

/**
 * A plugin's code, beside its manifest: what the manifest already says (its id, view titles, Account buttons,
 * the tabs' and connect methods' labels) is not repeated; views, tabs and connect methods give their code.
 */
export interface PluginCode
  extends Omit<PluginDefinition, 'id' | 'views' | 'tabs' | 'connectMethods' | 'walletFeatures'> {
  views?: Record<string, Omit<ViewDefinition<never>, 'title'> & Partial<Pick<ViewDefinition<never>, 'title'>>>
  /** Each of the manifest's tabs' code, by the tab's id. */
  tabs?: Record<string, LazyModule>
  /** Each of the manifest's connect methods' code, by the method's id. */
  connectMethods?: Record<string, LazyModule>
}

/** The plugin a manifest and its code make together: the manifest's titles, buttons and labels, the code's loads. */
export function fromManifest(manifest: PluginManifest, code: PluginCode): PluginDefinition {
  const views: Record<string, ViewDefinition<never>> = {}
  for (const [name, view] of Object.entries(code.views ?? {}))
    views[name] = { title: manifest.views?.[name]?.title, ...view } as ViewDefinition<never>
  const missing = (kind: string, id: string) => () =>
    Promise.reject(
      kernelError('PLUGIN_LOAD_FAILED', { id }, { details: `${manifest.id} gives no code for its ${kind}` }),
    )
  return {
    ...code,
    id: manifest.id,
    views,
    walletFeatures: manifest.walletFeatures && [...manifest.walletFeatures],
    tabs: (manifest.tabs ?? []).map((tab) => ({ ...tab, load: code.tabs?.[tab.id] ?? missing('tab', tab.id) })),
    connectMethods: (manifest.connectMethods ?? []).map((method) => ({
      ...method,
      load: code.connectMethods?.[method.id] ?? missing('connect method', method.id),
    })),
  }
}
