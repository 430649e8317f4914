import type { FoyerOptions, Network } from 'foyer'
import type { CoinbaseSettings } from 'foyer/adapters/eip155'

// Options a test (or a person) sets by URL, beside the test-wallet parameters (README: playground URL parameters):
//   networks=1,42161   offer only these chain ids (a wallet on another one sees UnsupportedChain)
//   exclude=a,b        hide these wallets (directory id, rdns or name)
//   featured=a,b       featured wallet ids
//   nonce=abc          the CSP nonce for Foyer's <style> fallback (tests of a strict CSP)
//   locale=fr          the modal's language at creation (the header's picker changes it at run time)
//   namespaces=eip155,solana   the namespaces the app offers (default eip155): solana adds the world's localnet
//   onrampInRestrictedRegions=1   offer Buy in SPEC §5's restricted timezones too (the app checked the region)
//   onrampCheckout=<url>          the one host of both onramp checkouts (`urls.onrampCheckout`)
//   legal=terms|privacy|none   the legal pages the app links from the legal checkbox (default both)
//   coinbase=1         offer the Coinbase connector, its popup the world's stand-in (Coinbase's own without a world)
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
    ...(query.get('locale') ? { locale: query.get('locale') as FoyerOptions['locale'] } : {}),
    ...legalUrls(query.get('legal')),
  }
}

/** The app's terms and privacy pages (the legal checkbox links them): both, one (`legal=terms|privacy`) or none. */
function legalUrls(legal: string | null): Partial<FoyerOptions> {
  const origin = globalThis.location?.origin ?? 'http://127.0.0.1'
  return {
    ...(legal === null || legal === 'terms' ? { termsConditionsUrl: `${origin}/terms.html` } : {}),
    ...(legal === null || legal === 'privacy' ? { privacyPolicyUrl: `${origin}/privacy.html` } : {}),
  }
}

/** `coinbase=1`: the Coinbase connector's settings, with the world's popup page where there is a world. */
export function coinbaseSettings(search: string, world: { coinbaseKeysUrl?: string } | undefined) {
  if (new URLSearchParams(search).get('coinbase') !== '1') return undefined
  return (world?.coinbaseKeysUrl ? { keysUrl: world.coinbaseKeysUrl } : {}) satisfies CoinbaseSettings
}
