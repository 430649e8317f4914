import type { WalletFeature } from 'foyer'

/**
 * The Account view's feature buttons in the configured order (SPEC §9: onramp, swaps, receive, send);
 * features the order does not name (a third-party plugin's) come after, in load order.
 */
export function orderWalletFeatures(features: readonly WalletFeature[], order: readonly string[]): WalletFeature[] {
  const rank = (feature: WalletFeature) => {
    const index = order.indexOf(feature.id)
    return index === -1 ? order.length : index
  }
  return [...features].sort((a, b) => rank(a) - rank(b))
}
