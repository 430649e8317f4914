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

/**
 * The sats-connect providers a page lists in `window.btc_providers` (WALLETS.md §2.3), each with its provider
 * resolved; entries that are malformed or point at no provider are left out.
 */
export function satsConnectProviders(host: object): SatsConnectEntry[] {
  const listed = (host as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed.flatMap((raw) => {
    const parsed = entrySchema.safeParse(raw)
    if (!parsed.success) return []
    const provider = atPath(host, parsed.data.id)
    if (!isSatsConnectProvider(provider)) return []
    const { id, name, icon } = parsed.data
    return [{ id, name, ...(icon ? { icon } : {}), provider }]
  })
}
