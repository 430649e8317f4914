import type { ComponentType } from 'react'
import { loadAgain, moduleExporting } from '../loadAgain.js'
import type { ShellProps } from './shell/Shell.js'

let shell: Promise<ComponentType<ShellProps>> | undefined
let loaded: ComponentType<ShellProps> | undefined
let failures = 0
const load = () => import('./shell/Shell.js')

/**
 * Loads the modal shell's chunk once (again after a failure, from a fresh URL where the browser keeps a
 * failed import failed: loadAgain). Code, not state: shared by instances.
 * Not through React.lazy: Suspense holds revealed content back for up to 300 ms, and the dialog must
 * show as soon as its code is there.
 */
export function loadShell(): Promise<ComponentType<ShellProps>> {
  shell ??= loadAgain(load, failures).then(
    (module) => {
      loaded = moduleExporting(module, 'ModalShell').ModalShell
      return loaded
    },
    (error: unknown) => {
      shell = undefined
      failures++
      throw error
    },
  )
  return shell
}

/** The shell component if its chunk has loaded. */
export const loadedShell = (): ComponentType<ShellProps> | undefined => loaded

/** Starts loading what the first open needs: the shell and the kernel. Errors surface on open. */
export function prefetchModal(ready: () => Promise<unknown>): void {
  loadShell().catch(() => undefined)
  ready().catch(() => undefined)
}
