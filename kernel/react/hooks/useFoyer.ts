import { useContext } from 'react'
import type { Foyer, Kernel } from '../../index.js'
import { UsageError } from '../../errors/UsageError.js'
import { FoyerContext, KernelContext } from '../FoyerContext.js'

/** The Foyer instance given to the nearest `<FoyerProvider>`. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new UsageError('useFoyer: wrap your app in <FoyerProvider foyer={...}>')
  return foyer
}

/** The loaded kernel (router, toasts, plugins...), inside a view that the modal renders. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel) throw new UsageError('useKernel: only views rendered by the Foyer modal have the kernel')
  return kernel
}
