import * as z from 'zod/mini'

const link = z.nullish(z.string())

/** One wallet of the directory (SERVICES.md §2.1). Only `id` and `name` are always present. */
export const wcWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  badge_type: z.optional(z.string()),
  chains: z.optional(z.array(z.string())),
  homepage: z.optional(z.string()),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  order: z.optional(z.number()),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  rdns: link,
  injected: z.nullish(z.array(z.object({ namespace: z.optional(z.string()), injected_id: z.optional(z.string()) }))),
  supports_wc: z.optional(z.boolean()),
  /** The wallet's universal link for link mode, when it has one. */
  link_mode: link,
})
export type WcWallet = z.infer<typeof wcWalletSchema>

/** GET /getWallets: one page of wallets; `count` is the number of all matches. */
export const getWalletsSchema = z.object({ data: z.array(wcWalletSchema), count: z.number() })
export type GetWalletsResponse = z.infer<typeof getWalletsSchema>
