import type { ComponentType } from 'react'

let shell: Promise<ComponentType> | undefined
let loaded: ComponentType | undefined

/**
 * Loads the modal shell's chunk once (again after a failure). Code, not state: shared by instances.
 * Not through React.lazy: Suspense holds revealed content back for up to 300 ms, and the dialog must
 * show as soon as its code is there.
 */
export function loadShell(): Promise<ComponentType> {
  shell ??= import('./shell/Shell.js').then(
    (module) => {
      loaded = module.default
      return module.default
    },
    (error: unknown) => {
      shell = undefined
      throw error
    },
  )
  return shell
}

/** The shell component if its chunk has loaded. */
export const loadedShell = (): ComponentType | undefined => loaded

/** Starts loading what the first open needs: the shell and the kernel. Errors surface on open. */
export function prefetchModal(ready: () => Promise<unknown>): void {
  loadShell().catch(() => undefined)
  ready().catch(() => undefined)
}
