import { FoyerError } from './errors/FoyerError.js'

/**
 * The module URL a failed dynamic import's error names: Chromium's "Failed to fetch dynamically imported
 * module: URL", Firefox's "error loading dynamically imported module: URL". Only http(s) URLs.
 */
export function failedImportUrl(error: unknown): URL | undefined {
  const message = error instanceof Error ? error.message : ''
  const named = /dynamically imported module:?\s+(\S+)$/i.exec(message.trim())?.[1]
  if (!named || !URL.canParse(named)) return undefined
  const url = new URL(named)
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
}

/**
 * Runs a lazy `load`: the first time (`attempt` 0) as it is, and again after it failed (`attempt` counts the
 * retries, from 1). Some browsers (Chromium
 * 150, Debian 12's) keep a failed import failed for the page's life, so when it fails again the module its
 * error names is imported from a fresh URL (`?retry=N`); its own imports resolve to the usual URLs. So `load`
 * must give the module itself (`() => import('./View.js')`), not something made from it; where the bundler put
 * the module in one file with others, the fresh import gives that file's exports (see moduleExporting).
 */
export async function loadAgain<T>(load: () => Promise<T>, attempt: number): Promise<T> {
  if (!attempt) return load()
  try {
    return await load()
  } catch (error) {
    const url = failedImportUrl(error)
    if (!url) throw error
    url.searchParams.set('retry', String(attempt))
    return (await import(/* @vite-ignore */ /* webpackIgnore: true */ url.href)) as T
  }
}

/**
 * The module that exports `name`, from what a load gave: the module itself, or, where the bundler put the module
 * in one file with others (rollup.firstOpen.mjs: the catalogue's file) and a retry imported that file afresh,
 * the file's export that is the module (the namespace object the bundler made for the dynamic import).
 */
export function moduleExporting<T extends object>(loaded: T, name: keyof T & string): T {
  if (name in loaded) return loaded
  const found = Object.values(loaded).find((value) => typeof value === 'object' && value !== null && name in value)
  if (!found) throw new FoyerError(`The loaded module exports no ${name}`, { code: 'INVALID_RESPONSE' })
  return found as T
}
