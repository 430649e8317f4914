type ShellModule = typeof import('./shell/Shell.js')

let shell: Promise<ShellModule> | undefined

/** Loads the modal shell's chunk once (again after a failure). Code, not state: shared by instances. */
export function loadShell(): Promise<ShellModule> {
  shell ??= import('./shell/Shell.js').catch((error: unknown) => {
    shell = undefined
    throw error
  })
  return shell
}

/** Starts loading what the first open needs: the shell and the kernel. Errors surface on open. */
export function prefetchModal(ready: () => Promise<unknown>): void {
  loadShell().catch(() => undefined)
  ready().catch(() => undefined)
}
