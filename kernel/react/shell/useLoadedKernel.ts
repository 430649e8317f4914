import { useEffect, useState } from 'react'
import type { Foyer, Kernel } from '../../index.js'
import { madeKernel } from '../../core/madeKernels.js'

/**
 * The kernel once `foyer.ready()` resolves; in the first render already when it was made before the shell mounted
 * (a returning visitor's open: the file's code ran and the kernel set up before React drew), so the dialog draws
 * in the shell's first pass rather than one frame later. A failure is not handled here: `foyer.open()` rejects
 * with it and closes the modal, and the caller of open reports it.
 */
export function useLoadedKernel(foyer: Foyer): Kernel | undefined {
  const [loaded, setLoaded] = useState<{ foyer: Foyer; kernel: Kernel } | undefined>(() => {
    const kernel = madeKernel(foyer.store)
    return kernel && { foyer, kernel }
  })
  useEffect(() => {
    let live = true
    foyer.ready().then(
      (kernel) => {
        if (live) setLoaded((known) => (known?.foyer === foyer && known.kernel === kernel ? known : { foyer, kernel }))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [foyer])
  return loaded?.foyer === foyer ? loaded.kernel : undefined
}
