import { preloadModule } from 'foyer/ui'
import { useEffect, useState } from 'react'

type Load = () => Promise<{ default: unknown }>

/** The loads whose code has arrived (or failed) once: a Connect view drawn again does not wait for them. */
const settled = new WeakSet<Load>()

/**
 * Whether the code of every `load` has arrived (or failed): the Connect view holds its list for its connect
 * methods' code too, so the email row does not push the wallets down after they are drawn. Loads that settled
 * for an earlier Connect view count at once (no frame of the spinner on the way back to it).
 */
export function useModulesLoaded(loads: readonly Load[]): boolean {
  const key = loads.length
  const [loaded, setLoaded] = useState(() => loads.every((load) => settled.has(load)))
  useEffect(() => {
    let live = true
    void Promise.allSettled(loads.map(preloadModule)).then(() => {
      for (const load of loads) settled.add(load)
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [key]) // the loads of one Connect view keep their identity (the plugin host's stand-ins)
  return loaded
}
