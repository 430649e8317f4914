import type { FoyerOptions } from '../options/FoyerOptions.js'

/** The backend key of the stored connections, read at page load before the options are parsed. */
export const storedConnectionsKey = (options: Pick<FoyerOptions, 'storagePrefix'>) =>
  `${typeof options.storagePrefix === 'string' ? options.storagePrefix : 'foyer'}:connections`

/**
 * At page load, before the kernel exists: a connection another tab of the app makes loads the kernel, which
 * restores it (and then follows the other tabs itself, `syncAcrossTabs`). Returns the teardown.
 */
export function watchOtherTabs(options: Pick<FoyerOptions, 'storage' | 'storagePrefix'>, load: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const key = storedConnectionsKey(options)
  const onStorage = (event: StorageEvent) => {
    // Only a connection made there (`"status":"connected"`; one still connecting is that tab's own login under way).
    if (event.key !== key || !event.newValue?.includes(':"connected"')) return
    if (options.storage && event.storageArea !== options.storage) return
    stop()
    load()
  }
  const stop = () => window.removeEventListener('storage', onStorage)
  window.addEventListener('storage', onStorage)
  return stop
}
