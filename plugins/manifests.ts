import type { Locale, ManifestPlugin, PluginManifest } from 'foyer'
import { accountManifest } from './account/manifest.js'
import { activityManifest } from './activity/manifest.js'
import { connectManifest } from './connect/manifest.js'
import { emailManifest } from './email/manifest.js'
import { namesManifest } from './names/manifest.js'
import { networkManifest } from './network/manifest.js'
import { onrampManifest } from './onramp/manifest.js'
import { payManifest } from './pay/manifest.js'
import { receiveManifest } from './receive/manifest.js'
import { sendManifest } from './send/manifest.js'
import { sessionsManifest } from './sessions/manifest.js'
import { siwxManifest } from './siwx/manifest.js'
import { socialsManifest } from './socials/manifest.js'
import { swapsManifest } from './swaps/manifest.js'

/**
 * The modules whose augmentations of foyer's open registries (`Features`, `PluginOptions`, `Views`, `Slices`,
 * `Events`...) an app's program needs, so that `createFoyer({ features: { swaps } })` and `foyer.open('Swap')`
 * type-check there. createFoyer re-exports this type: a declaration file keeps a type that names the modules,
 * where it drops an import of types alone.
 */
export type FoyerRegistryModules = [
  typeof import('./account/index.js'),
  typeof import('./account/manifest.js'),
  typeof import('./activity/manifest.js'),
  typeof import('./connect/index.js'),
  typeof import('./connect/manifest.js'),
  typeof import('./email/index.js'),
  typeof import('./email/manifest.js'),
  typeof import('./names/index.js'),
  typeof import('./names/manifest.js'),
  typeof import('./network/index.js'),
  typeof import('./network/manifest.js'),
  typeof import('./onramp/manifest.js'),
  typeof import('./onramp/state.js'),
  typeof import('./pay/manifest.js'),
  typeof import('./pay/state.js'),
  typeof import('./receive/index.js'),
  typeof import('./receive/manifest.js'),
  typeof import('./send/manifest.js'),
  typeof import('./send/state.js'),
  typeof import('./sessions/index.js'),
  typeof import('./sessions/manifest.js'),
  typeof import('./siwx/manifest.js'),
  typeof import('./siwx/state.js'),
  typeof import('./socials/index.js'),
  typeof import('./socials/manifest.js'),
  typeof import('./swaps/manifest.js'),
  typeof import('./swaps/state.js'),
]

/**
 * Foyer's plugins, as the kernel knows them before their code is there: each plugin's manifest, from its own
 * folder (its views, buttons, feature settings, remote switch, texts, and `load`). Built-in ones load on every
 * first open; the others when their feature is on and the modal first needs them. An app's manifests (in
 * `options.plugins`) join these. createFoyer hands the list to the kernel; the order is the order plugins load.
 */
export const catalogue: readonly PluginManifest[] = [
  connectManifest,
  accountManifest,
  networkManifest,
  emailManifest,
  socialsManifest,
  swapsManifest,
  sendManifest,
  receiveManifest,
  onrampManifest,
  activityManifest,
  namesManifest,
  payManifest,
  sessionsManifest,
  siwxManifest,
]

/** The features a first view's connect methods depend on (the app's options; remote features come later). */
interface FirstViewFeatures {
  email?: boolean
  socials?: false | readonly unknown[]
}

/**
 * The code each first view draws with, fetched in the same round as the plugins' own instead of after each
 * plugin has run (issue 21: the chunks came in a chain of nine rounds). Each `import()` names the module its
 * plugin imports, so the bundler makes one chunk of it; the email row's and the social buttons' code come unless
 * the app turned them off (a remote switch-off costs those small chunks, unused).
 */
const firstViewCode: Record<string, (features: FirstViewFeatures) => Promise<unknown>[]> = {
  Connect: (features) => [
    import('./connect/views/ConnectView.js'),
    ...(features.email === false ? [] : [import('./email/index.js'), import('./email/views/EmailInput.js')]),
    ...(features.socials === false || features.socials?.length === 0 ? [] : [import('./socials/index.js')]),
  ],
  Account: () => [import('./account/views/AccountView.js')],
}

/**
 * Starts fetching the built-in plugins' code, so it travels beside the kernel's on first open instead
 * of after it, and with it the code of `view` (the view the open will show) and what it draws with.
 * Safe to call often: module loading is cached. Failures surface when the code is used.
 */
export function preloadBuiltInPlugins(view?: string, features?: FirstViewFeatures): void {
  // Without a page (a server, Node) there is no fetch to overlap: the code loads where it is used.
  if (typeof document === 'undefined') return
  // Unchecked options (their errors surface on open): anything but an object counts as the defaults.
  const code = view ? firstViewCode[view]?.(Object(features)) : undefined
  for (const pending of code ?? []) pending.catch(() => undefined)
  for (const entry of catalogue)
    if (entry.builtIn)
      entry
        .load()
        .then((module) => {
          // The module's export with the manifest's id is the plugin (its code beside its manifest).
          const plugin = Object.values(module as object).find(
            (value: ManifestPlugin) => value?.manifest?.id === entry.id,
          )
          const views = plugin?.views as Record<string, { load(): Promise<unknown> } | undefined> | undefined
          return view && !code ? views?.[view]?.load() : undefined
        })
        .catch(() => undefined)
}

/**
 * The loader of a language's texts (the kernel's, Foyer's manifests' and the app's `extra`): its code loads when an
 * app chooses a language (loadLocale.ts).
 */
export const localeTexts = (extra: readonly PluginManifest[]) =>
  import('./loadLocale.js').then(
    ({ loadLocale }) =>
      (locale: Exclude<Locale, 'en'>) =>
        loadLocale(locale, extra),
  )
