import { useEffect, useRef } from 'react'
import type { AllEvents } from '../../index.js'
import { useFoyer } from './useFoyer.js'

/**
 * Calls `handler` on each of Foyer's `event` (`connect:success`, `modal:open`, `track`...) while the
 * component is mounted. The latest handler is called, so it may be an inline function.
 */
export function useFoyerEvents<K extends keyof AllEvents>(event: K, handler: (payload: AllEvents[K]) => void): void {
  const foyer = useFoyer()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const listener = (payload: AllEvents[K]) => latest.current(payload)
    foyer.on(event, listener)
    return () => foyer.off(event, listener)
  }, [foyer, event])
}
