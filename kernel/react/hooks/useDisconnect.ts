import { useMemo } from 'react'
import type { Kernel, Namespace } from '../../index.js'
import { useFoyer } from './useFoyer.js'

/** The kernel's connection service, which the EVM work adds; absent before it. */
type WithDisconnect = Kernel & { disconnect?: (namespace?: Namespace) => Promise<void> }

export interface UseDisconnectReturnType {
  /** Disconnects one namespace, or all when none is given. */
  disconnect(namespace?: Namespace): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const foyer = useFoyer()
  return useMemo(
    () => ({
      async disconnect(namespace) {
        const kernel = (await foyer.ready()) as WithDisconnect
        await kernel.disconnect?.(namespace)
      },
    }),
    [foyer],
  )
}
