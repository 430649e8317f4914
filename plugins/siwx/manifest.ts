import type { PluginManifest } from 'foyer'

/** Sign in with the wallet: on when the app passes `siwx`; it loads with the kernel, since it watches connections. */
export const siwxManifest = {
  id: 'siwx',
  load: () => import('./index.js'),
  enabled: (_features, options) => options.siwx !== undefined,
  eager: () => true,
  views: { SIWXSignMessage: { title: 'Sign In' } },
  locales: () => import('./locales/index.js'),
} satisfies PluginManifest
