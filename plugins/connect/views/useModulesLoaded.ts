import { useEffect, useState } from 'react'

type Load = () => Promise<unknown>

/**
 * Whether the code of every `load` has arrived (or failed): the Connect view holds its list for its connect
 * methods' code too, so the email row does not push the wallets down after they are drawn.
 */
export function useModulesLoaded(loads: readonly Load[]): boolean {
  const key = loads.length
  const [loaded, setLoaded] = useState(key === 0)
  useEffect(() => {
    let live = true
    void Promise.allSettled(loads.map((load) => load())).then(() => {
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [key]) // the loads of one Connect view keep their identity (the plugin host's stand-ins)
  return loaded
}
