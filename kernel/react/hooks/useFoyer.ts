import { useContext } from 'react'
import type { Foyer, Kernel } from '../../index.js'
import { FoyerError } from '../../errors/FoyerError.js'
import { FoyerContext, KernelContext } from '../FoyerContext.js'

/** The Foyer instance given to the nearest `<FoyerProvider>`. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new FoyerError('useFoyer: wrap your app in <FoyerProvider foyer={...}>', { code: 'USAGE' })
  return foyer
}

/** The loaded kernel (router, toasts, plugins...), inside a view that the modal renders. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel)
    throw new FoyerError('useKernel: only views rendered by the Foyer modal have the kernel', { code: 'USAGE' })
  return kernel
}
