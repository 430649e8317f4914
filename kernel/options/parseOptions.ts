import * as z from 'zod/mini'
import { foyerError } from '../errors/codedErrors.js'
import type { AnyAdapter } from '../adapters/defineAdapter.js'
import type { AnyPlugin } from '../plugins/definePlugin.js'
import { defaultAccountTypes, defaultUrls, sdkType, sdkVersion } from './defaults.js'
import { defaultFeatures, type ResolvedFeatures } from './features.js'
import type { FoyerOptions } from './FoyerOptions.js'
import type { FeatureOptions } from './FoyerSettings.js'
import { optionsSchema } from './optionsSchema.js'
import type { ResolvedOptions } from './ResolvedOptions.js'

/** The resolved settings plus the adapters and plugins, which only the kernel reads. */
export interface ParsedOptions extends ResolvedOptions {
  adapters: AnyAdapter[]
  plugins: AnyPlugin[]
}

/** Turns a list like `true`, `false` or `['1inch']` into the resolved form. */
function providers(value: boolean | string[] | undefined, fallback: false | string[]): false | string[] {
  if (value === undefined) return fallback
  if (value === true) return fallback === false ? [] : fallback
  return value
}

export function resolveFeatures(
  input: FeatureOptions = {},
  base: ResolvedFeatures = defaultFeatures,
): ResolvedFeatures {
  const { swaps, onramp, ...rest } = input
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
  return {
    ...base,
    ...defined,
    swaps: providers(swaps, base.swaps || defaultFeatures.swaps),
    onramp: providers(onramp, base.onramp || defaultFeatures.onramp),
  } as ResolvedFeatures
}

/**
 * Validates the options a developer passed to `createFoyer` and applies SPEC §9's defaults.
 * Throws a FoyerError with the exact text of SPEC §5 for siweConfig + siwx, INVALID_OPTIONS otherwise.
 */
export function parseOptions(input: unknown): ParsedOptions {
  const result = optionsSchema.safeParse(input)
  if (!result.success) {
    if (result.error.issues.some((issue) => issue.message === 'Cannot set both `siweConfig` and `siwx` options'))
      throw foyerError('SIWE_AND_SIWX')
    throw foyerError('INVALID_OPTIONS', {}, { details: z.prettifyError(result.error) })
  }
  // The parsed copy: plain objects of our own (the store freezes what it holds; the app's objects stay as they were).
  const options = result.data as FoyerOptions
  return {
    ...options,
    networks: options.networks ?? [],
    adapters: options.adapters ?? [],
    plugins: options.plugins ?? [],
    features: resolveFeatures(options.features),
    localFeatures: options.features ?? {},
    urls: { ...defaultUrls, ...options.urls },
    defaultAccountTypes: { ...defaultAccountTypes, ...options.defaultAccountTypes },
    storagePrefix: options.storagePrefix ?? 'foyer',
    logLevel: options.logLevel ?? 'error',
    sdkType: options.sdkType ?? sdkType,
    sdkVersion: options.sdkVersion ?? sdkVersion,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
  }
}
