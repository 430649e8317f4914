import * as z from 'zod/mini'
import { foyerError } from '../errors/codedErrors.js'
import type { AnyAdapter } from '../adapters/defineAdapter.js'
import type { AnyPlugin } from '../plugins/definePlugin.js'
import { isManifest, type PluginManifest } from '../plugins/PluginManifest.js'
import { defaultAccountTypes, defaultUrls, sdkType, sdkVersion } from './defaults.js'
import type { FoyerOptions } from './FoyerOptions.js'
import { type FeatureOptions, kernelFeatureDefaults } from './features.js'
import { featureIssues, resolveFeatures } from './pluginFeatures.js'
import { optionsSchema } from './optionsSchema.js'
import type { ResolvedOptions } from './ResolvedOptions.js'

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
 * catalogue) check and default the feature keys they own, as the app's own manifests in `plugins` do theirs.
 * Throws a FoyerError with the exact text of SPEC §5 for siweConfig + siwx, INVALID_OPTIONS otherwise.
 */
export function parseOptions(input: unknown, manifests: readonly PluginManifest[] = []): ParsedOptions {
  const result = optionsSchema.safeParse(input)
  if (!result.success) {
    if (result.error.issues.some((issue) => issue.message === 'Cannot set both `siweConfig` and `siwx` options'))
      throw foyerError('SIWE_AND_SIWX')
    throw foyerError('INVALID_OPTIONS', {}, { details: z.prettifyError(result.error) })
  }
  // The parsed copy: plain objects of our own (the store freezes what it holds; the app's objects stay as they were).
  const options = result.data as FoyerOptions
  const given = options.plugins ?? []
  const own = given.filter(isManifest)
  const all = [...manifests, ...own]
  // The schema checks the kernel's feature keys; the plugins' come as given, checked by their manifests.
  const local = { ...pluginKeys((input as FoyerOptions).features), ...options.features } as FeatureOptions
  const issues = featureIssues(all, local as Record<string, unknown>)
  if (issues.length > 0) throw foyerError('INVALID_OPTIONS', {}, { details: issues.join('\n') })
  return {
    ...options,
    networks: options.networks ?? [],
    adapters: options.adapters ?? [],
    plugins: given.filter((plugin): plugin is AnyPlugin => !isManifest(plugin)),
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
