import type { Schema } from 'foyer'
import type { WalletListing } from './buildWalletList.js'
import { isWebLink } from './safeLinks.js'

/** The Connect view's directory wallets as a visitor's browser keeps them (listedWalletsCache). */
export interface CachedListedWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
}

/**
 * A stored wallet read back as the list holds it (directoryListing wrote it): an id and a name, an rdns or null, and
 * its image only where it is still a web link (rules/safeLinks.ts). Anything else is not a wallet: undefined.
 */
export function storedListing(entry: unknown): WalletListing | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined
  const { id, name, image_url: image, rdns } = entry as Record<string, unknown>
  if (typeof id !== 'string' || typeof name !== 'string') return undefined
  if (rdns !== undefined && rdns !== null && typeof rdns !== 'string') return undefined
  return isWebLink(image) ? { id, name, image_url: image, rdns: rdns ?? null } : { id, name, rdns: rdns ?? null }
}

/**
 * The stored listing's check, as a storage schema: both sections must be lists; an entry that is not a wallet is
 * dropped, not the listing. A hand check, not zod: a returning visitor's first view reads it, and zod's code would
 * run (and be compiled) for it alone.
 */
export const storedListingsSchema: Schema<CachedListedWallets> = {
  safeParse(value) {
    const { featured, recommended } = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    if (!Array.isArray(featured) || !Array.isArray(recommended))
      return { success: false, error: new TypeError('a stored listing has a featured and a recommended list') }
    const read = (list: unknown[]) => list.map(storedListing).filter((wallet) => wallet !== undefined)
    return { success: true, data: { featured: read(featured), recommended: read(recommended) } }
  },
}
