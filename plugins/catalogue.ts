// What the composition root (kernel/createFoyer.ts) imports of plugins/. At page load: the option conflicts of
// Foyer's manifests, plain data that createFoyer checks as it runs; the manifests themselves (plugins/manifests.ts)
// load with the kernel.

/**
 * The option conflicts of Foyer's manifests (each also its manifest's `conflicts`, which the parse checks): the
 * siwx plugin's alone (a list joining them when another plugin has some).
 */
export { siwxConflicts as optionConflicts } from './siwx/siwxConflicts.js'

/** The modules that add Foyer's plugins to foyer's registries (Features, Views...), for an app's types. */
export type { FoyerRegistryModules } from './manifests.js'

let catalogue: Promise<typeof import('./manifests.js')> | undefined

/**
 * Foyer's manifests, the preload of the built-in plugins and the loader of the languages' texts. One import for
 * the calls of an open (its preload and the kernel's load); a failed one is asked again on the next call.
 */
export const loadCatalogue = () =>
  (catalogue ??= import('./manifests.js').catch((error: unknown) => {
    catalogue = undefined
    throw error
  }))
