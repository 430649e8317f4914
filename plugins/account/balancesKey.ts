/**
 * The query cache's key of an account's balances on a network (`part`: native, tokens, nfts, or `native:<token>` for
 * the token the `tokens` setting shows instead); without `part`, the prefix of them all, which
 * `account:balancesChanged` invalidates.
 */
export const balancesKey = (
  networkId: string,
  address: string,
  part?: 'native' | `native:${string}` | 'tokens' | 'nfts',
) => `balances:${networkId}:${address}:${part ?? ''}`
