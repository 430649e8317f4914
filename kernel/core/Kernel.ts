import type { PluginHost } from '../plugins/createPluginHost.js'
import type { RunPluginAction } from '../plugins/createPluginActions.js'
import type { PluginContext } from '../plugins/definePlugin.js'

/** The loaded kernel: every service, plus the modal's life. */
export interface Kernel extends PluginContext {
  plugins: PluginHost
  /** Runs an action of an enabled plugin, loading it first (`foyer.run`: openPay runs the pay plugin's). */
  runAction: RunPluginAction
  /** Restores the stored connection silently (from storage plus the wallet itself). */
  restore(): Promise<void>
  /** Loads the built-in and enabled plugins without opening the modal. Never rejects: failures surface on open. */
  prefetch(): Promise<void>
  destroy(): void
}
