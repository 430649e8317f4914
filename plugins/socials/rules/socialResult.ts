import * as z from 'zod/mini'

/** What the frame site's callback page posts to the opener (WALLETS.md §6): the full callback URL. */
// A string checked as a URL below (z.url() would bring zod's URL format into the Connect view's first open).
const socialResultSchema = z.object({ resultUri: z.string() })

/**
 * The popup's result, or undefined for anything else: accepted only from the frame's origin and from the popup
 * itself (DESIGN rule 8), and parsed. A provider's refusal (`error=` in the URL) is `{ error }`.
 */
export function readSocialResult(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frameOrigin: string,
  popup: Window | undefined,
): { uri: string } | { error: string } | undefined {
  if (event.origin !== frameOrigin || !popup || event.source !== popup) return undefined
  const parsed = socialResultSchema.safeParse(event.data)
  if (!parsed.success) return undefined
  const uri = parsed.data.resultUri
  if (!URL.canParse(uri) || new URL(uri).origin !== frameOrigin) return undefined
  const error = new URL(uri).searchParams.get('error')
  return error ? { error } : { uri }
}
