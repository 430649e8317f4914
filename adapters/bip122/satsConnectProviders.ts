import * as z from 'zod/mini'
import type { SatsConnectProvider } from './BitcoinWallet.js'
import { isSatsConnectProvider } from './satsConnectHandle.js'

const entrySchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  icon: z.optional(z.string()),
})

export interface SatsConnectEntry {
  id: string
  name: string
  icon?: string
  provider: SatsConnectProvider
}

/** The object at a dot path of `window` (sats-connect's `getProviderById`: `XverseProviders.BitcoinProvider`). */
const atPath = (host: object, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], host)

/** What discovery does with a wallet it could not read: skips it and says which, and why (the adapter logs it). */
export type Skipped = (what: string, error: unknown) => void

/** One entry of `btc_providers` with its provider resolved, or undefined when it is malformed or points at none. */
function readEntry(host: object, raw: unknown): SatsConnectEntry | undefined {
  const parsed = entrySchema.safeParse(raw)
  if (!parsed.success) return undefined
  const provider = atPath(host, parsed.data.id)
  if (!isSatsConnectProvider(provider)) return undefined
  const { id, name, icon } = parsed.data
  return { id, name, ...(icon ? { icon } : {}), provider }
}

/**
 * The sats-connect providers a page lists in `window.btc_providers` (WALLETS.md §2.3), each with its provider
 * resolved; entries that are malformed or point at no provider are left out. Each entry is read on its own: one
 * that throws when read is skipped (and reported to `skipped`), the others are listed.
 */
export function satsConnectProviders(host: object, skipped: Skipped = () => undefined): SatsConnectEntry[] {
  let listed: unknown[]
  let length: number
  try {
    const value = (host as { btc_providers?: unknown }).btc_providers
    if (!Array.isArray(value)) return []
    listed = value
    length = value.length
  } catch (error) {
    skipped('window.btc_providers', error)
    return []
  }
  const found: SatsConnectEntry[] = []
  for (let index = 0; index < length; index++) {
    try {
      const entry = readEntry(host, listed[index])
      if (entry) found.push(entry)
    } catch (error) {
      skipped(`window.btc_providers[${index}]`, error)
    }
  }
  return found
}
