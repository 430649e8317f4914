import { loadAgain } from '../loadAgain.js'
import type { ViewDefinition } from './createRouter.js'

type ViewModule = { default: unknown; preload?: unknown }

const loaded = new WeakMap<ViewDefinition, ViewModule>()

/**
 * Loads a view's code (`attempt` as in loadAgain) and remembers its module by definition, so that a view whose
 * code is already there draws on its first render (loadedView) instead of after a frame of the spinner. The kernel
 * starts it when the modal shows a view. A failure is the caller's and is not remembered.
 */
export async function loadView(definition: ViewDefinition, attempt = 0): Promise<ViewModule> {
  const module = await loadAgain(definition.load, attempt)
  loaded.set(definition, module)
  return module
}

/** The module of a view whose code has loaded through loadView, else undefined. */
export const loadedView = (definition: ViewDefinition): ViewModule | undefined => loaded.get(definition)

const settled = () => undefined

/**
 * Loads a view's code (none for an unknown view) and resolves once it is there or has failed (the view then offers
 * Try again); never rejects. A view module may export `preload(kernel)`: what the view draws with that can load
 * before it is shown (the Connect view's methods' code), so its first render draws it; the view is shown once
 * that has settled too, whatever its outcome (the view itself deals with a failure).
 */
export const loadViewSettled = async (definition: ViewDefinition | undefined, kernel: unknown): Promise<void> => {
  if (!definition) return
  const preload = (await loadView(definition).catch(settled))?.preload
  // Called from a then, so a preload that throws settles like one that rejects.
  if (typeof preload === 'function' && kernel !== undefined)
    await Promise.resolve()
      .then(() => preload(kernel))
      .then(settled, settled)
}
