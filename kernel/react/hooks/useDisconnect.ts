import { useMemo } from 'react'
import type { Namespace } from '../../index.js'
import { useFoyer } from './useFoyer.js'

export interface UseDisconnectReturnType {
  /** Disconnects one namespace, or every connected one when none is given. */
  disconnect(namespace?: Namespace): Promise<void>
}

/** Disconnects through the kernel's connection service (loading the kernel if it is not yet). */
export function useDisconnect(): UseDisconnectReturnType {
  const foyer = useFoyer()
  return useMemo(
    () => ({
      async disconnect(namespace) {
        await (await foyer.ready()).connections.disconnect(namespace)
      },
    }),
    [foyer],
  )
}
