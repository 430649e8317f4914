import type { Network } from 'foyer'
import * as z from 'zod/mini'
import { networkImageIds } from '../world/api/images/knownImages.js'

const urlsSchema = z.object({
  api: z.string(),
  directory: z.string(),
  config: z.string(),
  analytics: z.string(),
  rpc: z.string(),
  relay: z.optional(z.string()),
  frame: z.optional(z.string()),
})

const chainSchema = z.looseObject({
  chainId: z.union([z.number(), z.string()]),
  name: z.string(),
  rpcUrl: z.string(),
  namespace: z.optional(z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])),
  nativeCurrency: z.optional(z.object({ name: z.string(), symbol: z.string(), decimals: z.number() })),
})

/** What the world (playground/world) tells the playground: its services' URLs, chains and project id. */
export const worldSchema = z.looseObject({
  urls: urlsSchema,
  /** Pages for a person: the embedded-wallet site (logins waiting), its mailbox (login codes) and the Safe host. */
  pages: z.optional(z.object({ embeddedWallet: z.string(), mailbox: z.string(), safe: z.optional(z.string()) })),
  chains: z.array(chainSchema),
  projectId: z.string(),
  /** The world's WalletConnect Verify stand-in (see useWorldVerify). */
  verifyUrl: z.optional(z.string()),
  /** The world's stand-in for Coinbase's popup page (the Coinbase connector's `keysUrl`). */
  coinbaseKeysUrl: z.optional(z.string()),
})

export type World = z.infer<typeof worldSchema>

/**
 * Points WalletConnect Verify at the world's stand-in: the playground's build rewrites the Verify URL that
 * @walletconnect/core hard-codes into `globalThis.__foyerWorldVerifyUrl ?? 'https://verify.walletconnect.org'`
 * (playground/world/relay/worldVerifyPlugin.ts). Without it, the client waits 5 s per pairing and per request
 * for the unreachable hosted server. Set before the WalletConnect chunk loads (it reads the URL once).
 */
function useWorldVerify(url: string | undefined) {
  if (url) (globalThis as { __foyerWorldVerifyUrl?: string }).__foyerWorldVerifyUrl = url
}

/** Reads `./world.json` beside the page; without it (or if it is malformed) the playground runs without a world. */
export async function loadWorld(): Promise<World | undefined> {
  try {
    const response = await fetch('./world.json', { cache: 'no-store' })
    if (!response.ok) return undefined
    const parsed = worldSchema.safeParse(await response.json())
    if (!parsed.success) console.warn('world.json is malformed:', z.prettifyError(parsed.error))
    if (parsed.success) useWorldVerify(parsed.data.verifyUrl)
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The world's chains as Foyer networks, each with the world's image id for it where the world has one. */
export function worldNetworks(world: World | undefined): Network[] {
  return (world?.chains ?? []).map((chain) => {
    const namespace = chain.namespace ?? 'eip155'
    const caipNetworkId = `${namespace}:${chain.chainId}` as const
    const imageId = networkImageIds[caipNetworkId]
    return {
      id: chain.chainId,
      chainNamespace: namespace,
      caipNetworkId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
      ...(imageId ? { assets: { imageId } } : {}),
    }
  })
}
