/** What an image URL is made with: the wallet directory's client, which adds projectId, st and sv (SERVICES.md §2.2). */
export interface ImageUrlContext {
  api: { directory: { url(path: string): string } }
}

const imageUrl = (context: ImageUrlContext, route: string, key: string) =>
  context.api.directory.url(`/public/${route}/${encodeURIComponent(key)}`)

/** A network's or connector's image: GET /public/getAssetImage/{imageId}. */
export const assetImageUrl = (context: ImageUrlContext, imageId: string) => imageUrl(context, 'getAssetImage', imageId)

/** A fiat currency's flag for the onramp: GET /public/getCurrencyImage/{code} (USD, EUR, ...). */
export const currencyImageUrl = (context: ImageUrlContext, code: string) => imageUrl(context, 'getCurrencyImage', code)

/** A token's logo, by its symbol: GET /public/getTokenImage/{symbol}. */
export const tokenImageUrl = (context: ImageUrlContext, symbol: string) => imageUrl(context, 'getTokenImage', symbol)
