import { preloadModule } from 'foyer/ui'
import { useEffect, useState } from 'react'

type Load = () => Promise<{ default: unknown }>

/** The loads whose code has arrived (or failed) once: a Connect view drawn again does not wait for them. */
const settled = new WeakSet<Load>()

/** Loads the code of every `load` (LazyModule's preloadModule) and resolves once each has arrived or failed. */
export async function loadModules(loads: readonly Load[]): Promise<void> {
  await Promise.allSettled(loads.map(preloadModule))
  for (const load of loads) settled.add(load)
}

/**
 * Whether the code of every `load` has arrived (or failed): the Connect view holds its list for its connect
 * methods' code too, so the email row does not push the wallets down after they are drawn. Loads that settled
 * before the view's first render count at once: the kernel loads them before it shows the view (the view
 * module's `preload`), and a Connect view drawn again has them (no frame of the spinner on the way back to it).
 */
export function useModulesLoaded(loads: readonly Load[]): boolean {
  const key = loads.length
  const [loaded, setLoaded] = useState(() => loads.every((load) => settled.has(load)))
  useEffect(() => {
    let live = true
    void loadModules(loads).then(() => {
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [key]) // the loads of one Connect view keep their identity (the plugin host's stand-ins)
  return loaded
}
