import type { Clock } from '../clock.js'
import type { PluginCatalogue } from '../plugins/createPluginHost.js'
import type { PluginContext } from '../plugins/definePlugin.js'
import type { PluginHost } from '../plugins/PluginHost.js'

/** What the kernel takes from outside; each is the real one unless given (tests give their own). */
export interface KernelDependencies {
  /** Feature key -> the import of its plugin. Default: plugins/catalogue.ts. */
  catalogue?: PluginCatalogue
  /** Time for timers, caches, retries and analytics batches. Default: the system clock. */
  clock?: Clock
  /** The fetch of every HTTP client. Default: globalThis.fetch. */
  fetch?: typeof fetch
}

/** The loaded kernel: every service, plus the modal's life. */
export interface Kernel extends Omit<PluginContext, 'addSlice'> {
  plugins: PluginHost
  /** Restores the stored connection silently (from storage plus the wallet itself). */
  restore(): Promise<void>
  /** Loads the built-in and enabled plugins without opening the modal. Never rejects: failures surface on open. */
  prefetch(): Promise<void>
  destroy(): void
}
