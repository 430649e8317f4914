import type { Namespace, Network } from '../types.js'
import { assetImageUrl, type ImageUrlContext } from './assetImageUrl.js'

/** The image ids of the native namespaces' own images (SERVICES.md §2.2); the other namespaces have none. */
export const namespaceImageIds: Partial<Record<Namespace, string>> = {
  eip155: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  solana: '3e8119e5-2a6f-4818-c50c-1937011d5900',
  bip122: '0b4838db-0161-4ffe-022d-532bf03dba00',
}

/**
 * A network's image: its own `imageUrl`, else its `assets.imageUrl`, else its `assets.imageId` from the asset
 * image endpoint, else its namespace's image there; undefined for a namespace without one (the row's placeholder).
 */
export function networkImageUrl(
  context: ImageUrlContext,
  network: Pick<Network, 'chainNamespace' | 'imageUrl' | 'assets'>,
): string | undefined {
  const own = network.imageUrl || network.assets?.imageUrl
  if (own) return own
  const imageId = network.assets?.imageId || namespaceImageIds[network.chainNamespace]
  return imageId ? assetImageUrl(context, imageId) : undefined
}
