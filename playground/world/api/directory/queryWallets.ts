import { RequestError } from '../http/replies.js'
import * as z from 'zod/mini'
import type { WcWallet } from '../../../../plugins/connect/schemas.js'

const positive = z.pipe(
  z.string().check(z.regex(/^[1-9]\d*$/, 'Expected a positive integer')),
  z.transform((value) => Number(value)),
)
const list = z.optional(
  z.pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ),
)

/** The /getWallets query of SERVICES.md §2.1 (pages are 1-based). */
export const walletsQuery = z.object({
  page: z.optional(positive),
  entries: z.optional(positive.check(z.refine((value) => value <= 1000, 'At most 1000 entries'))),
  include: list,
  exclude: list,
  chains: list,
  search: z.optional(z.string()),
  badge_type: z.optional(z.enum(['none', 'certified'])),
  badge: z.optional(z.enum(['none', 'certified'])),
  rdns: list,
  names: list,
})
export type WalletsQuery = z.infer<typeof walletsQuery>

/**
 * Filters, then pages; `count` is the number of all matches. A search is a page call of SPEC §7, which names its
 * badge filter (`badge_type`): one without it is a 400.
 */
export function queryWallets(wallets: WcWallet[], query: WalletsQuery) {
  if (query.search !== undefined && !query.badge_type)
    throw new RequestError('badge_type', 'badge_type is required with search')
  const search = query.search?.trim().toLowerCase()
  const badge = query.badge_type ?? query.badge
  const rdns = query.rdns?.map((item) => item.toLowerCase())
  const names = query.names?.map((item) => item.toLowerCase())
  let matches = wallets.filter(
    (wallet) =>
      (!query.include || query.include.includes(wallet.id)) &&
      !query.exclude?.includes(wallet.id) &&
      (!query.chains || (wallet.chains ?? []).some((chain) => query.chains!.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (badge !== 'certified' || wallet.badge_type === 'certified') &&
      (!(rdns || names) ||
        (rdns?.includes(wallet.rdns?.toLowerCase() ?? '') ?? false) ||
        (names?.includes(wallet.name.toLowerCase()) ?? false)),
  )
  if (query.include) {
    const order = query.include
    matches = [...matches].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  }
  const entries = query.entries ?? 40
  const start = ((query.page ?? 1) - 1) * entries
  return { data: matches.slice(start, start + entries), count: matches.length }
}
