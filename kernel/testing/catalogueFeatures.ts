// For tests of the kernel's feature rules with Foyer's own plugins: the catalogue's manifests own most keys.
import { catalogue } from '../../plugins/manifests.js'
import type { ResolvedFeatures } from '../options/features.js'
import type { FeatureOptions } from '../options/FoyerSettings.js'
import { parseOptions } from '../options/parseOptions.js'
import { isPluginOn, resolveFeatures } from '../options/pluginFeatures.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'

/** SPEC §9's features: the kernel's defaults and each of Foyer's manifests'. */
export const defaultFeatures: ResolvedFeatures = resolveFeatures(catalogue)

/** The options parsed with Foyer's manifests, as createKernel parses them. */
export const parseWithCatalogue = (input: unknown) => parseOptions(input, catalogue)

/** The developer's features over the defaults, with Foyer's manifests. */
export const resolveWithCatalogue = (input: FeatureOptions = {}) => resolveFeatures(catalogue, input)

/** The ids of Foyer's on-demand plugins these features (and a `siwx` option or none) turn on, in load order. */
export const enabledFeatureKeys = (features: ResolvedFeatures, { siwx }: { siwx: boolean }) =>
  catalogue
    .filter((manifest) => !manifest.builtIn)
    .filter((manifest) => isPluginOn(manifest, features, { siwx: siwx ? {} : undefined } as ResolvedOptions))
    .map((manifest) => manifest.id)
