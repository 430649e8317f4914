import { onFirstUse } from 'foyer/kit'
import * as z from 'zod/mini'
import { isAppLink, isWebLink } from './rules/safeLinks.js'

// A bad link drops that link, never the wallet nor the list (rules/safeLinks.ts). No z.catch: it brings zod's
// error locale (about 3 KiB gz) into the first open.
const checked = <T extends null | undefined>(isSafe: (value: string) => boolean, fallback: T) =>
  z.transform((value: unknown): string | T => (typeof value === 'string' && isSafe(value) ? value : fallback))

/**
 * One wallet of the directory (SERVICES.md §2.1). Only `id` and `name` are always present. Made on the first
 * answer or stored list read, not with the first open's code: an open whose directory fails parses none.
 */
export const wcWalletSchema = onFirstUse(() => {
  const appLink = z.optional(checked(isAppLink, null))
  const webLink = z.optional(checked(isWebLink, null))
  const webUrl = z.optional(checked(isWebLink, undefined))
  /** An image id is one path segment of the directory's own image endpoint. */
  const imageId = z.optional(checked((value) => /^[A-Za-z0-9_-]{1,128}$/.test(value), undefined))
  const optionalString = z.optional(z.string())
  return z.object({
    id: z.string(),
    name: z.string(),
    badge_type: optionalString,
    chains: z.optional(z.array(z.string())),
    homepage: webUrl,
    image_id: imageId,
    image_url: webUrl,
    order: z.optional(z.number()),
    mobile_link: appLink,
    desktop_link: appLink,
    webapp_link: webLink,
    app_store: webLink,
    play_store: webLink,
    chrome_store: webLink,
    rdns: z.nullish(z.string()),
    injected: z.nullish(z.array(z.object({ namespace: optionalString, injected_id: optionalString }))),
    supports_wc: z.optional(z.boolean()),
    /** The wallet's universal link for link mode, when it has one. */
    link_mode: webLink,
  })
})
export type WcWallet = z.infer<ReturnType<typeof wcWalletSchema>>

/** A page's wallets: an entry that is not a wallet (no id or name, a field of the wrong type) is dropped, not the page. */
export const walletList = onFirstUse(() =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = wcWalletSchema().safeParse(entry)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  ),
)

/** GET /getWallets: one page of wallets; `count` is the number of all matches. */
export const getWalletsSchema = onFirstUse(() => z.object({ data: walletList(), count: z.number() }))
export type GetWalletsResponse = z.infer<ReturnType<typeof getWalletsSchema>>
