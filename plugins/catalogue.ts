// What the composition root (kernel/createFoyer.ts) imports of plugins/. At page load: the option conflicts of
// Foyer's manifests, plain data that createFoyer checks as it runs; the manifests themselves (plugins/manifests.ts)
// load with the kernel.
// The views Foyer's plugins add to `Views` (by augmentation), so that `foyer.open(view)` knows them; types only.
import type {} from './manifests.js'

/**
 * The option conflicts of Foyer's manifests (each also its manifest's `conflicts`, which the parse checks): the
 * siwx plugin's alone (a list joining them when another plugin has some).
 */
export { siwxConflicts as optionConflicts } from './siwx/siwxConflicts.js'

/** Foyer's manifests, the preload of the built-in plugins and the languages' texts. */
export const loadCatalogue = () => import('./manifests.js')
