import { foyerError } from '../errors/codedErrors.js'

/**
 * The error of an import whose package is not installed: Node's, and the stand-in module that Vite builds in place
 * of a missing optional peer ('Could not resolve "x" imported by "foyer". Is it installed?'). A chunk that failed to
 * fetch ('Failed to fetch dynamically imported module') is not one: that is the network, and a retry may work.
 */
export function isMissingPackage(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return true
  return /^Could not resolve ".+"[\s\S]*Is it installed\?$|^Cannot find (module|package) /.test(error.message)
}

/**
 * Imports an optional package of Foyer's (a chain's library, an SDK) on demand: `importPackage('@solana/web3.js',
 * () => import('@solana/web3.js'))`. When the app has not installed it, the import fails with PACKAGE_NOT_INSTALLED,
 * whose message names the package and how to add it, instead of an anonymous failure; other failures stay as they are.
 */
export async function importPackage<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isMissingPackage(error)) throw foyerError('PACKAGE_NOT_INSTALLED', { name }, { cause: error })
    throw error
  }
}
