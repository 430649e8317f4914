import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import type { Foyer } from '../index.js'
import { FoyerContext } from './FoyerContext.js'
import { selectModalShown } from './hooks/selectors.js'
import { loadShell, prefetchModal } from './loadShell.js'

const Shell = /* @__PURE__ */ lazy(loadShell)

export interface FoyerProviderProps {
  foyer: Foyer
  children?: ReactNode
}

/**
 * Gives the Foyer instance to the hooks and `<ConnectButton>`. The modal's code is not part of the
 * page: it loads the first time the modal is asked for (or when the page is idle, with
 * `prefetch: 'idle'`) and stays mounted after.
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const shown = useSyncExternalStore(
    foyer.subscribe,
    () => selectModalShown(foyer.getState()),
    () => false,
  )
  const [asked, setAsked] = useState(shown)
  if (shown && !asked) setAsked(true)

  useEffect(() => {
    if (foyer.options.prefetch !== 'idle' || typeof requestIdleCallback !== 'function') return
    const handle = requestIdleCallback(() => prefetchModal(foyer.ready))
    return () => cancelIdleCallback(handle)
  }, [foyer])

  return (
    <FoyerContext.Provider value={foyer}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      ) : null}
    </FoyerContext.Provider>
  )
}
