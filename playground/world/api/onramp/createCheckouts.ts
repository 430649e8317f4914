import { randomUUID } from 'node:crypto'
import { type Address, getAddress, type Hash, isAddress, parseUnits } from 'viem'
import * as z from 'zod/mini'
import type { ChainAccess, WorldNetwork } from '../chain/createChainAccess.js'
import { priceOf } from '../chain/worldTokens.js'
import { parseInput } from '../http/parseInput.js'
import { RequestError } from '../http/replies.js'
import { creditWallet } from './creditWallet.js'
import { purchasable } from './onrampOptions.js'

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

export interface Checkout {
  id: string
  address: Address
  caipNetworkId: string
  symbol: (typeof purchasable)[number]
  /** In token units, as a decimal string. */
  amount: string
  status: 'open' | 'paid' | 'cancelled'
  hash?: Hash
}

/** Coinbase Pay chain names (SPEC §9) and plain or CAIP-2 ids, to a world network. */
const chainNames: Record<string, number> = { ethereum: 1, arbitrum: 42161 }
function networkFor(access: ChainAccess, name: string): WorldNetwork {
  const id = chainNames[name.toLowerCase()] ?? Number(name.replace(/^eip155:/, ''))
  const network = access.networks.find((candidate) => candidate.chainId === id)
  if (!network) throw new RequestError('defaultNetwork', `Unsupported network: ${name}`)
  return network
}

/** The checkout sessions behind the onramp URLs, and the on-chain credit when one is paid. */
export function createCheckouts(access: ChainAccess) {
  const checkouts = new Map<string, Checkout>()
  const get = (id: string) => {
    const checkout = checkouts.get(id)
    if (!checkout) throw new RequestError('session', `Unknown checkout: ${id}`, 404)
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
        status: 'open',
      }
      checkouts.set(checkout.id, checkout)
      return checkout
    },
    async pay(id: string): Promise<Checkout> {
      const checkout = get(id)
      if (checkout.status !== 'open') throw new RequestError('session', `Checkout is ${checkout.status}`, 409)
      const network = access.network(checkout.caipNetworkId)!
      const token = network.tokens.find((candidate) => candidate.symbol === checkout.symbol)!
      checkout.status = 'paid'
      try {
        checkout.hash = await creditWallet(
          network,
          token,
          checkout.address,
          parseUnits(checkout.amount, token.decimals),
        )
      } catch (error) {
        checkout.status = 'open'
        throw error
      }
      return checkout
    },
    cancel(id: string): Checkout {
      const checkout = get(id)
      if (checkout.status !== 'open') throw new RequestError('session', `Checkout is ${checkout.status}`, 409)
      checkout.status = 'cancelled'
      return checkout
    },
  }
}
export type Checkouts = ReturnType<typeof createCheckouts>
