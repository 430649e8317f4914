import { socialResultParam, withoutSocialResult } from '../frame/socialRedirect.js'

/** What a social login that left the page brought back: its callback URL, the provider's refusal, or nothing usable. */
export type SocialResult = { uri: string } | { error: string } | { invalid: string }

/** Longer than any callback URL the frame site gives: not parsed. */
const maxResultLength = 4_096

/**
 * The social login's result in the page's URL after the same-tab redirect (`result_uri`), with the page's address
 * without it; undefined when the URL has none. The result counts only as a URL of the frame's origin (anything
 * else is `invalid`); a refusal at the provider (`error=` in it) is `{ error }`.
 */
export function readSocialReturn(
  page: string,
  frameOrigin: string,
): { page: string; result: SocialResult } | undefined {
  const raw = new URL(page).searchParams.get(socialResultParam)
  if (raw === null) return undefined
  const back = withoutSocialResult(page)
  if (raw.length > maxResultLength || !URL.canParse(raw) || new URL(raw).origin !== frameOrigin)
    return { page: back, result: { invalid: raw.slice(0, 200) } }
  const error = new URL(raw).searchParams.get('error')
  return { page: back, result: error ? { error } : { uri: raw } }
}
