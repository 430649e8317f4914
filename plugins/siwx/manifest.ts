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

// Checked when the plugin reads it (readSiwxConfig: SIWX_INVALID_CONFIG), so any value passes the options' parse.
const anyValue = { schema: checkedBy(() => undefined) }

/** Sign in with the wallet: on when the app passes `siwx`; it loads with the kernel, since it watches connections. */
export const siwxManifest = {
  id: 'siwx',
  load: () => import('./index.js'),
  options: { siwx: anyValue, siweConfig: anyValue },
  conflicts: siwxConflicts,
  enabled: (_features, options) => options.siwx !== undefined,
  eager: () => true,
  views: { SIWXSignMessage: { title: 'Sign In' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
