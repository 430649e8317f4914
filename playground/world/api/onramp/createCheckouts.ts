import { randomUUID } from 'node:crypto'
import { getAddress, type Hash, isAddress } from 'viem'
import { base58 } from '@scure/base'
import * as z from 'zod/mini'
import type { ChainAccess, WorldNetwork } from '../chain/createChainAccess.js'
import { priceOf } from '../chain/worldTokens.js'
import { parseInput } from '../http/parseInput.js'
import { RequestError } from '../http/replies.js'
import { SOL } from '../../solana/localnet.js'
import { creditCheckout } from './creditCheckout.js'
import { fiatRates, purchasable } from './onrampOptions.js'
import { quoteFigures } from './quoteOnramp.js'

/** The body of POST /v1/generators/onrampurl, with the real server's rules (SERVICES.md §1.7). */
const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string(),
        blockchains: z.array(z.string()),
        assets: z.array(z.string()),
        supportedNetworks: z.optional(z.array(z.string())),
      }),
    )
    .check(z.minLength(1)),
  partnerUserId: z.string().check(z.minLength(32), z.maxLength(50)),
  defaultNetwork: z.optional(z.string()),
  defaultExperience: z.enum(['buy', 'send']),
  presetCryptoAmount: z.optional(z.int().check(z.nonnegative())),
  presetFiatAmount: z.optional(z.int().check(z.nonnegative())),
})

/** The query of the Meld page AppKit opens (SERVICES.md §1.7): SOL on Solana, else USDC. */
const meldQuery = z.object({
  publicKey: z.string().check(z.minLength(1)),
  destinationCurrencyCode: z.enum(['USDC', 'SOL']),
  walletAddress: z.string().check(z.minLength(1)),
  externalCustomerId: z.optional(z.string()),
  /** Meld's preset fiat amount: the page then sells what the world's quote for it says. */
  sourceAmount: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  sourceCurrencyCode: z.optional(z.enum(Object.keys(fiatRates) as [string, ...string[]])),
})

export interface Checkout {
  id: string
  /** 0x… on eip155, base58 on Solana. */
  address: string
  caipNetworkId: string
  symbol: (typeof purchasable)[number] | 'SOL'
  /** In token units, as a decimal string. */
  amount: string
  /** Who sells it: Coinbase (the URL generator's checkouts) or Meld (its page's). */
  provider: 'coinbase' | 'meld'
  /** Coinbase's `partnerUserId` (the generator's body): its history lists the purchases by it. */
  partnerUserId?: string
  /** `paying` while the credit is on its way; `failed` when the page's Fail was pressed (nothing is credited). */
  status: 'open' | 'paying' | 'paid' | 'failed' | 'cancelled'
  /** When Pay or Fail was pressed (ms since epoch): the purchase's creation time in Coinbase's history. */
  purchasedAt?: number
  /** The credit's transaction: a hash on eip155, a signature on Solana. */
  hash?: Hash | string
}

/** Coinbase Pay chain names (SPEC §9) and plain or CAIP-2 ids, to a world network. */
const chainNames: Record<string, number> = { ethereum: 1, arbitrum: 42161 }
function networkFor(access: ChainAccess, name: string): WorldNetwork {
  const id = chainNames[name.toLowerCase()] ?? Number(name.replace(/^eip155:/, ''))
  const network = access.networks.find((candidate) => candidate.chainId === id)
  if (!network) throw new RequestError('defaultNetwork', `Unsupported network: ${name}`)
  return network
}

const isSolanaAddress = (text: string) => {
  try {
    return base58.decode(text).length === 32
  } catch {
    return false
  }
}

/**
 * The checkout sessions behind the onramp URLs, and the on-chain credit when one is paid; `now` stamps the purchases
 * (Pay or Fail pressed).
 */
export function createCheckouts(access: ChainAccess, now: () => number = Date.now) {
  const checkouts = new Map<string, Checkout>()
  const get = (id: string) => {
    const checkout = checkouts.get(id)
    if (!checkout) throw new RequestError('session', `Unknown checkout: ${id}`, 404)
    return checkout
  }
  /** The open checkout `id`; one already paid, failed or cancelled is a 409. */
  const open = (id: string) => {
    const checkout = get(id)
    if (checkout.status !== 'open') throw new RequestError('session', `Checkout is ${checkout.status}`, 409)
    return checkout
  }
  return {
    get,
    list: () => [...checkouts.values()],
    clear: () => checkouts.clear(),
    open(body: unknown): Checkout {
      const request = parseInput(onrampUrlBody, body, 'body')
      const wallet = request.destinationWallets[0]!
      if (!isAddress(wallet.address, { strict: false }))
        throw new RequestError('destinationWallets.0.address', 'Invalid address')
      const network = networkFor(access, request.defaultNetwork ?? wallet.blockchains[0] ?? 'ethereum')
      const symbol = purchasable.find((candidate) => candidate === (wallet.assets[0] ?? 'USDC').toUpperCase())
      if (!symbol) throw new RequestError('destinationWallets.0.assets', `Unsupported asset: ${wallet.assets[0]}`)
      const decimals = symbol === 'ETH' ? 8 : 6
      const amount =
        request.presetCryptoAmount !== undefined
          ? String(request.presetCryptoAmount)
          : ((request.presetFiatAmount ?? 100) / priceOf(symbol)).toFixed(decimals)
      const checkout: Checkout = {
        id: randomUUID(),
        address: getAddress(wallet.address),
        caipNetworkId: network.caipNetworkId,
        symbol,
        amount,
        provider: 'coinbase',
        partnerUserId: request.partnerUserId,
        status: 'open',
      }
      checkouts.set(checkout.id, checkout)
      return checkout
    },
    /** The purchase goes through: `paying` until the credit is mined, then `paid` (back to `open` if it fails). */
    async pay(id: string): Promise<Checkout> {
      const checkout = open(id)
      checkout.status = 'paying'
      checkout.purchasedAt = now()
      try {
        checkout.hash = await creditCheckout(access, checkout)
        checkout.status = 'paid'
      } catch (error) {
        checkout.status = 'open'
        checkout.purchasedAt = undefined
        throw error
      }
      return checkout
    },
    /** The purchase fails (as a declined card would): nothing is credited, and it cannot be paid afterwards. */
    fail(id: string): Checkout {
      const checkout = open(id)
      checkout.status = 'failed'
      checkout.purchasedAt = now()
      return checkout
    },
    /** The Meld page's checkout: SOL to a Solana address on the localnet, or USDC to an EVM address on eip155:1. */
    openMeld(query: unknown): Checkout {
      const request = parseInput(meldQuery, query, 'query')
      const solana = request.destinationCurrencyCode === 'SOL'
      const extra = access.extras.find((candidate) => candidate.caipNetworkId.startsWith('solana:'))
      if (solana && !extra) throw new RequestError('destinationCurrencyCode', 'No Solana network in this world')
      if (solana ? !isSolanaAddress(request.walletAddress) : !isAddress(request.walletAddress, { strict: false }))
        throw new RequestError('walletAddress', `Invalid ${solana ? 'Solana' : 'EVM'} address`)
      const checkout: Checkout = {
        id: randomUUID(),
        address: solana ? request.walletAddress : getAddress(request.walletAddress),
        caipNetworkId: solana ? extra!.caipNetworkId : access.networks[0]!.caipNetworkId,
        symbol: request.destinationCurrencyCode,
        amount: request.sourceAmount
          ? quoteFigures(
              Number(request.sourceAmount),
              fiatRates[request.sourceCurrencyCode ?? 'USD']!,
              request.destinationCurrencyCode,
            ).purchase
          : (100 / (solana ? SOL.priceUsd : priceOf('USDC'))).toFixed(solana ? 9 : 6),
        provider: 'meld',
        status: 'open',
      }
      checkouts.set(checkout.id, checkout)
      return checkout
    },
    cancel(id: string): Checkout {
      const checkout = open(id)
      checkout.status = 'cancelled'
      return checkout
    },
  }
}
export type Checkouts = ReturnType<typeof createCheckouts>
