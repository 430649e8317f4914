import type { WcWallet } from '../../../../plugins/connect/schemas.js'
import { parseQuery } from '../http/parseInput.js'
import { failed, json, svg } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { svgBadge } from '../images/svgBadge.js'
import { assetImages, currencyCodes, tokenSymbols } from '../images/knownImages.js'
import type { DirectoryExtras } from './createDirectoryExtras.js'
import { queryWallets, walletsQuery } from './queryWallets.js'

const notFound = () => failed(404, 'id', 'Image not found')

/** The wallet directory (SERVICES.md §2.1) and every image endpoint (§2.2), plus the world's token icons. */
export function directoryRoutes(wallets: WcWallet[], extras?: DirectoryExtras): Route[] {
  const walletImages = new Map(wallets.map((wallet) => [wallet.image_id ?? '', wallet.name]))
  const token = (symbol: string) => {
    const upper = symbol.replace(/\.svg$/i, '').toUpperCase()
    return tokenSymbols.includes(upper) ? svg(svgBadge(upper, `token:${upper}`, upper)) : notFound()
  }
  return [
    {
      method: 'GET',
      path: '/getWallets',
      handle: (request) =>
        json(queryWallets([...(extras?.list() ?? []), ...wallets], parseQuery(request, walletsQuery))),
    },
    {
      method: 'GET',
      path: '/getWalletImage/:id',
      handle: ({ params }) => {
        const name = walletImages.get(params.id ?? '')
        return name ? svg(svgBadge(name, `wallet:${params.id}`)) : notFound()
      },
    },
    {
      method: 'GET',
      path: '/public/getAssetImage/:id',
      handle: ({ params }) => {
        const label = assetImages[params.id ?? '']
        return label ? svg(svgBadge(label, `asset:${params.id}`)) : notFound()
      },
    },
    {
      method: 'GET',
      path: '/public/getCurrencyImage/:code',
      handle: ({ params }) => {
        const code = (params.code ?? '').toUpperCase()
        return currencyCodes.includes(code) ? svg(svgBadge(code, `currency:${code}`, code)) : notFound()
      },
    },
    { method: 'GET', path: '/public/getTokenImage/:symbol', handle: ({ params }) => token(params.symbol ?? '') },
    {
      method: 'GET',
      path: '/__world/token-icons/:file',
      params: 'none',
      handle: ({ params }) => token(params.file ?? ''),
    },
  ]
}
