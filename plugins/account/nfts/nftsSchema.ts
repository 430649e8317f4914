import * as z from 'zod/mini'

/**
 * One NFT the account holds (GET /v1/account/{address}/nfts; SERVICES.md lists no such call, so the world's
 * answer follows the history's `nft_info`: snake_case flags, an image under `content.preview`).
 */
export const nftSchema = z.object({
  id: z.string(),
  chain: z.string(),
  name: z.string(),
  token_id: z.string(),
  collection: z.object({ address: z.string(), name: z.string() }),
  content: z.nullish(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
  flags: z.object({ is_spam: z.boolean() }),
})
export type Nft = z.infer<typeof nftSchema>

export const nftsSchema = z.object({ data: z.array(nftSchema), next: z.nullish(z.string()) })
export type NftsResponse = z.infer<typeof nftsSchema>
