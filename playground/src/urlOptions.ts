import type { FoyerOptions, Network } from 'foyer'

// Options a test (or a person) sets by URL, beside the test-wallet parameters (README: playground URL parameters):
//   networks=1,42161   offer only these chain ids (a wallet on another one sees UnsupportedChain)
//   exclude=a,b        hide these wallets (directory id, rdns or name)
//   featured=a,b       featured wallet ids
//   nonce=abc          the CSP nonce for Foyer's <style> fallback (tests of a strict CSP)
//   namespaces=eip155,solana   the namespaces the app offers (default eip155): solana adds the world's localnet
//   onrampInRestrictedRegions=1   offer Buy in SPEC §5's restricted timezones too (the app checked the region)
//   onrampCheckout=<url>          the one host of both onramp checkouts (`urls.onrampCheckout`)
const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined

export function urlOptions(search: string, networks: Network[]): Partial<FoyerOptions> {
  const query = new URLSearchParams(search)
  const offered = list(query.get('networks'))
  const chosen = offered ? networks.filter((network) => offered.includes(String(network.id))) : networks
  return {
    networks: chosen,
    defaultNetwork: chosen[0],
    ...(list(query.get('exclude')) ? { excludeWalletIds: list(query.get('exclude')) } : {}),
    ...(list(query.get('featured')) ? { featuredWalletIds: list(query.get('featured')) } : {}),
    ...(query.get('nonce') ? { nonce: query.get('nonce') as string } : {}),
    ...(query.get('onrampInRestrictedRegions') === '1' ? { onrampInRestrictedRegions: true } : {}),
    ...(query.get('onrampCheckout') ? { urls: { onrampCheckout: query.get('onrampCheckout') as string } } : {}),
  }
}
