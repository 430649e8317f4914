// The same-tab social login (WALLETS.md §6, AppKit's Telegram path), as the app and the frame site agree on it: the
// app adds its own address to the provider URL's `state` after `--`; the site's callback page, with no popup opener
// to post to, sends the tab back to that address with the callback URL added as `result_uri`.

/** The query parameter that brings the social login's result (the callback URL) back to the app's page. */
export const socialResultParam = 'result_uri'

const separator = '--'

const webUrl = (text: string) => (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? new URL(text) : null)

/** `page` without the social login's result parameter (the address to return to, and the one a reload keeps). */
export function withoutSocialResult(page: string): string {
  const url = new URL(page)
  url.searchParams.delete(socialResultParam)
  return url.toString()
}

/**
 * The provider URL the frame named, its `state` carrying `page` (without an earlier result) as the address to come
 * back to: `state=<state>--<encoded page URL>`. Undefined when the frame's answer is no web URL or has no state.
 */
export function withReturnAddress(providerUri: string, page: string): string | undefined {
  const url = webUrl(providerUri)
  const state = url?.searchParams.get('state')
  if (!url || !state) return undefined
  url.searchParams.set('state', `${state}${separator}${encodeURIComponent(withoutSocialResult(page))}`)
  return url.toString()
}

/** The frame site's side: a state's own part, and the address to return to when the app added one. */
export function splitSocialState(state: string): { state: string; returnTo?: string } {
  const at = state.indexOf(separator)
  if (at === -1) return { state }
  try {
    return { state: state.slice(0, at), returnTo: decodeURIComponent(state.slice(at + separator.length)) }
  } catch {
    return { state: state.slice(0, at), returnTo: '' } // not percent-encoded: an address that is no URL
  }
}
