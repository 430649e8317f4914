import type { PluginContext } from 'foyer'
import type { WalletListing } from './rules/buildWalletList.js'
import { isWebLink } from './rules/safeLinks.js'
import { type GetWalletsResponse, getWalletsSchema, type WcWallet } from './schemas.js'

/** SPEC §9: the AllWallets list pages 40 at a time; a search asks for 100 entries. */
export const allWalletsPageSize = 40
export const searchEntries = 100

export interface DirectoryQuery {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** SPEC §7's `badge_type` of the page and search calls: `certified` keeps certified wallets only, `none` all. */
  badge_type?: 'none' | 'certified'
}

/** One call of GET /getWallets for the app's networks, parsed by its schema. */
export function fetchWallets(
  context: Pick<PluginContext, 'api' | 'networks'>,
  query: DirectoryQuery,
  signal?: AbortSignal,
) {
  return context.api.directory.get<GetWalletsResponse>({
    path: '/getWallets',
    // page, entries and badge_type as they are; the others as the directory reads them.
    query: {
      ...query,
      search: query.search?.trim() || undefined,
      include: query.include?.length ? query.include.join(',') : undefined,
      exclude: query.exclude?.length ? query.exclude.join(',') : undefined,
      chains:
        context.networks
          .all()
          .map((network) => network.caipNetworkId)
          .join(',') || undefined,
    },
    schema: getWalletsSchema(),
    signal,
  })
}

/** The image of a directory wallet: its own URL, or the directory's image endpoint. */
export function walletImageUrl(context: Pick<PluginContext, 'api'>, wallet: WcWallet): string | undefined {
  if (isWebLink(wallet.image_url)) return wallet.image_url
  return wallet.image_id ? context.api.directory.url(`/getWalletImage/${wallet.image_id}`) : undefined
}

/** A directory wallet as the wallet list holds it: its id, name, image and rdns. */
export const directoryListing = (context: Pick<PluginContext, 'api'>, wallet: WcWallet): WalletListing => ({
  id: wallet.id,
  name: wallet.name,
  image_url: walletImageUrl(context, wallet),
  rdns: wallet.rdns ?? null,
})
