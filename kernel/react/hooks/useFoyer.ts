import { useContext } from 'react'
import type { Foyer, Kernel } from '../../index.js'
import { UsageError } from '../../errors/UsageError.js'
import { FoyerContext, KernelContext } from '../FoyerContext.js'

/** The Foyer instance given to the nearest `<FoyerProvider>`. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new UsageError('NO_FOYER_PROVIDER')
  return foyer
}

/** The loaded kernel (router, toasts, plugins...), inside a view that the modal renders. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel) throw new UsageError('NO_KERNEL')
  return kernel
}
