import type { PluginManifest } from 'foyer'
import { checkedBy } from 'foyer/kit'
import type { SiwxConfig } from './SiwxConfig.js'
import { siwxConflicts } from './siwxConflicts.js'

declare module 'foyer' {
  interface PluginOptions {
    /** Sign in with the wallet after a connection (SPEC §2, §4, §6); `true` or `{}` is optional sign-in. */
    siwx?: SiwxConfig | boolean
    /** The legacy sign-in option: refused together with `siwx` (SPEC §5). */
    siweConfig?: unknown
  }
}

/**
 * Sign in with the wallet: on when the app passes `siwx`; it loads with the kernel, since it watches connections.
 * `siwx` is checked when the plugin reads it (readSiwxConfig), so any value passes the parse; `siweConfig` only
 * conflicts with it.
 */
export const siwxManifest = {
  id: 'siwx',
  load: () => import('./index.js'),
  options: { siwx: { schema: checkedBy(() => undefined) } },
  conflicts: siwxConflicts,
  enabled: (_features, options) => options.siwx !== undefined,
  eager: () => true,
  views: { SIWXSignMessage: { title: 'Sign In' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
