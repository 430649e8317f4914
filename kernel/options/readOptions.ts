import { kernelError } from '../errors/kernelError.js'
import type { AnyAdapter } from '../adapters/defineAdapter.js'
import type { AnyPlugin } from '../plugins/definePlugin.js'
import { isManifest, type PluginManifest } from '../plugins/PluginManifest.js'
import { defaultAccountTypes, defaultUrls, sdkType, sdkVersion } from './defaults.js'
import type { FoyerOptions } from './FoyerOptions.js'
import { type FeatureOptions, kernelFeatureDefaults } from './features.js'
import { featureIssues, resolveFeatures } from './pluginFeatures.js'
import { checkConflicts } from './optionConflict.js'
import { optionsRule } from './optionsSchema.js'
import { pluginOptions } from './pluginOptions.js'
import type { ResolvedOptions } from './ResolvedOptions.js'
import { quickParse } from './rules/quickParse.js'

/** The resolved settings plus the adapters and plugins, which only the kernel reads. */
export interface ParsedOptions extends ResolvedOptions {
  adapters: AnyAdapter[]
  /** The app's plugins given whole (they load on first open). */
  plugins: AnyPlugin[]
  /** The app's plugins given as manifests (they load on demand, as Foyer's do). */
  manifests: PluginManifest[]
}

/** The feature keys the kernel does not own, copied (the store freezes what it holds; the app's stay as they were). */
function pluginKeys(features: unknown): Record<string, unknown> {
  const copy = (value: unknown) => (Array.isArray(value) ? [...value] : value)
  return Object.fromEntries(
    Object.entries(Object(features)).flatMap(([key, value]) =>
      key in kernelFeatureDefaults ? [] : [[key, copy(value)]],
    ),
  )
}

/**
 * Validates the options a developer passed to `createFoyer` and applies SPEC §9's defaults; `manifests` (Foyer's
 * catalogue) check and default the feature keys and options they own, as the app's own manifests in `plugins` do
 * theirs. Throws a manifest's conflict error (its code and text) for options that exclude each other,
 * INVALID_OPTIONS otherwise. Usual options pass the quick check; `check` parses the others (parseOptions.ts: zod's
 * parse, which says what is wrong), or is undefined where zod is not loaded yet (the first open's file: then this
 * returns undefined for them).
 */
export function readOptions(
  input: unknown,
  manifests: readonly PluginManifest[],
  check?: (input: unknown) => FoyerOptions,
): ParsedOptions | undefined {
  const given = (input as FoyerOptions | null)?.plugins
  const own = Array.isArray(given) ? given.filter(isManifest) : []
  const all = [...manifests, ...own]
  checkConflicts(
    input,
    all.flatMap((manifest) => manifest.conflicts ?? []),
  )
  // The quick check takes usual options without making a schema; zod's parse says what is wrong with the rest.
  const quick = quickParse(optionsRule, input)
  if (!quick && !check) return undefined
  // The parsed copy: plain objects of our own (the store freezes what it holds; the app's objects stay as they were).
  const options = quick ? (quick.value as FoyerOptions) : (check as (input: unknown) => FoyerOptions)(input)
  // The schema checks the kernel's feature keys; the plugins' come as given, checked by their manifests.
  const local = { ...pluginKeys((input as FoyerOptions).features), ...options.features } as FeatureOptions
  const owned = pluginOptions(all, input)
  const issues = [...owned.issues, ...featureIssues(all, local as Record<string, unknown>)]
  if (issues.length > 0) throw kernelError('INVALID_OPTIONS', {}, { details: issues.join('\n') })
  return {
    ...owned.values,
    ...options,
    networks: options.networks ?? [],
    adapters: options.adapters ?? [],
    plugins: (options.plugins ?? []).filter((plugin): plugin is AnyPlugin => !isManifest(plugin)),
    manifests: own,
    features: resolveFeatures(all, local),
    localFeatures: local,
    urls: { ...defaultUrls, ...options.urls },
    defaultAccountTypes: { ...defaultAccountTypes, ...options.defaultAccountTypes },
    storagePrefix: options.storagePrefix ?? 'foyer',
    logLevel: options.logLevel ?? 'error',
    sdkType: options.sdkType ?? sdkType,
    sdkVersion: options.sdkVersion ?? sdkVersion,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
  }
}
