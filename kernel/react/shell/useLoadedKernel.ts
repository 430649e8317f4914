import { useEffect, useState } from 'react'
import type { Foyer, Kernel } from '../../index.js'

/**
 * The kernel once `foyer.ready()` resolves. A failure is not handled here: `foyer.open()` rejects
 * with it and closes the modal, and the caller of open reports it.
 */
export function useLoadedKernel(foyer: Foyer): Kernel | undefined {
  const [loaded, setLoaded] = useState<{ foyer: Foyer; kernel: Kernel }>()
  useEffect(() => {
    let live = true
    foyer.ready().then(
      (kernel) => {
        if (live) setLoaded({ foyer, kernel })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [foyer])
  return loaded?.foyer === foyer ? loaded.kernel : undefined
}
