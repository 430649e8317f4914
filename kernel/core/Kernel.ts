import type { PluginContext } from '../plugins/definePlugin.js'
import type { PluginHost } from '../plugins/PluginHost.js'

/** The loaded kernel: every service, plus the modal's life. */
export interface Kernel extends Omit<PluginContext, 'addSlice'> {
  plugins: PluginHost
  /** Restores the stored connection silently (from storage plus the wallet itself). */
  restore(): Promise<void>
  destroy(): void
}
