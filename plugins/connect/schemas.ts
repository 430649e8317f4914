import type { Schema } from 'foyer'
import { isAppLink, isWebLink } from './rules/safeLinks.js'

/**
 * One wallet of the directory (SERVICES.md §2.1). Only `id` and `name` are always present. A bad link drops that
 * link (rules/safeLinks.ts): `null` for an app or web link, left out for the homepage, the image and its id.
 */
export interface WcWallet {
  id: string
  name: string
  badge_type?: string
  chains?: string[]
  homepage?: string
  image_id?: string
  image_url?: string
  order?: number
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  rdns?: string | null
  injected?: { namespace?: string; injected_id?: string }[] | null
  supports_wc?: boolean
  /** The wallet's universal link for link mode, when it has one. */
  link_mode?: string | null
}

/** GET /getWallets: one page of wallets; `count` is the number of all matches. */
export interface GetWalletsResponse {
  data: WcWallet[]
  count: number
}

/** A schema from a read that gives undefined for a value it refuses; `parse` throws for one (the world's checks). */
export interface Parser<T> extends Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: unknown }
  parse(value: unknown): T
}

const refused = () => new TypeError('The directory answer does not match its schema.')

export function parser<T>(read: (value: unknown) => T | undefined): Parser<T> {
  return {
    safeParse(value) {
      const data = read(value)
      return data === undefined ? { success: false, error: refused() } : { success: true, data }
    },
    parse(value) {
      const data = read(value)
      if (data === undefined) throw refused()
      return data
    },
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const optionalString = (value: unknown) => value === undefined || isString(value)
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString)
/** An image id is one path segment of the directory's own image endpoint. */
const isImageId = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value)
const isInjected = (value: unknown) =>
  isObject(value) && optionalString(value.namespace) && optionalString(value.injected_id)

/** Fields whose wrong type refuses the wallet: their check, and whether null is taken too. */
const typed: [keyof WcWallet, (value: unknown) => boolean, boolean][] = [
  ['badge_type', isString, false],
  ['chains', isStringList, false],
  ['order', (value) => typeof value === 'number' && Number.isFinite(value), false],
  ['rdns', isString, true],
  ['injected', (value) => Array.isArray(value) && value.every(isInjected), true],
  ['supports_wc', (value) => typeof value === 'boolean', false],
]
/** Links: the check a link must pass, and what it is when it does not. */
const links: [keyof WcWallet, (value: string) => boolean, null | undefined][] = [
  ['homepage', isWebLink, undefined],
  ['image_id', isImageId, undefined],
  ['image_url', isWebLink, undefined],
  ['mobile_link', isAppLink, null],
  ['desktop_link', isAppLink, null],
  ['webapp_link', isWebLink, null],
  ['app_store', isWebLink, null],
  ['play_store', isWebLink, null],
  ['chrome_store', isWebLink, null],
  ['link_mode', isWebLink, null],
]

/** One directory entry as a wallet (the fields above, no others), or undefined when it is not one. */
export function readWcWallet(entry: unknown): WcWallet | undefined {
  if (!isObject(entry) || !isString(entry.id) || !isString(entry.name)) return undefined
  const wallet: Record<string, unknown> = { id: entry.id, name: entry.name }
  for (const [key, check, nullable] of typed) {
    const value = entry[key]
    if (value === undefined) continue
    if (!(check(value) || (nullable && value === null))) return undefined
    wallet[key] = key === 'chains' ? [...(value as string[])] : value
  }
  if (Array.isArray(entry.injected))
    wallet.injected = entry.injected.map((each: Record<string, unknown>) => ({
      ...(each.namespace === undefined ? {} : { namespace: each.namespace }),
      ...(each.injected_id === undefined ? {} : { injected_id: each.injected_id }),
    }))
  for (const [key, isSafe, fallback] of links) {
    const value = entry[key]
    if (value !== undefined) wallet[key] = isString(value) && isSafe(value) ? value : fallback
  }
  return wallet as unknown as WcWallet
}

/** A page's wallets: an entry that is not a wallet is dropped, not the page. */
export const readWalletList = (value: unknown) =>
  Array.isArray(value) ? value.flatMap((entry) => readWcWallet(entry) ?? []) : undefined

// Read by hand, not zod: the first open's file holds the directory's reads (its Connect view), and a returning
// visitor's stored wallets are read on its critical path.
const wallet = parser(readWcWallet)
const page = parser<GetWalletsResponse>((value) => {
  if (!isObject(value) || typeof value.count !== 'number' || !Number.isFinite(value.count)) return undefined
  const data = readWalletList(value.data)
  return data && { data, count: value.count }
})

/** One wallet of the directory. */
export const wcWalletSchema = () => wallet
/** GET /getWallets: one page of wallets. */
export const getWalletsSchema = () => page
