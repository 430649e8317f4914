import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import * as z from 'zod/mini'
import { caip10, parseCaip10 } from '../chain/caip.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { parseBody, parseQuery } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { quoteSwap, resolveToken, routerAbi } from './resolveToken.js'

const integer = z.string().check(z.regex(/^\d+$/, 'Expected an integer string'))

const buildBody = z.object({
  amount: integer,
  // AppKit sends the number 1 (percent); its type says string.
  eip155: z.object({ slippage: z.union([z.number(), z.string()]), permit: z.optional(z.string()) }),
  // SPEC §7: the body carries the project id (as the query does).
  projectId: z.string(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.optional(z.boolean()),
})

const approveQuery = z.object({
  userAddress: z.optional(z.string()),
  from: z.string(),
  to: z.optional(z.string()),
  amount: z.optional(integer),
})

/** A gas limit the router's swap stays well under. */
const swapGas = 300_000n

/** Slippage in percent (1 = 1 %), applied in basis points. */
function minimumOut(out: bigint, slippage: number | string) {
  const percent = Number(slippage)
  if (!Number.isFinite(percent) || percent < 0 || percent > 50)
    throw new RequestError('eip155.slippage', 'Slippage must be a percentage between 0 and 50')
  return (out * (10_000n - BigInt(Math.round(percent * 100)))) / 10_000n
}

/** POST /v1/convert/build-transaction and GET /v1/convert/build-approve (SERVICES.md §1.4.6, §1.4.7). */
export function buildRoutes(access: ChainAccess): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handle: async (request) => {
        const body = await parseBody(request, buildBody)
        const from = resolveToken(access, body.from, 'from')
        const to = resolveToken(access, body.to, 'to')
        const user = parseCaip10(body.userAddress, 'userAddress')
        const network = from.network
        if (to.network !== network || user.caipNetworkId !== network.caipNetworkId)
          throw new RequestError('to', 'Tokens and user are on different networks')
        const amount = BigInt(body.amount)
        const out = await quoteSwap(network, from.token, to.token, amount)
        const args = [
          from.token.address,
          to.token.address,
          amount,
          minimumOut(out, body.eip155.slippage),
          user.address,
        ] as const
        const data = encodeFunctionData({ abi: routerAbi, functionName: 'swap', args })
        const [gasPrice, gas] = await Promise.all([
          network.client.getGasPrice(),
          body.disableEstimate
            ? swapGas
            : network.client
                .estimateGas({
                  account: user.address,
                  to: network.router,
                  data,
                  value: from.token.native ? amount : 0n,
                })
                .then((estimate) => (estimate * 6n) / 5n)
                .catch(() => swapGas),
        ])
        const tx = {
          from: body.userAddress,
          to: caip10(network.caipNetworkId, network.router),
          data,
          // As the real server does: the expected destination amount.
          amount: String(out),
          eip155: { gas: String(gas), gasPrice: String(gasPrice) },
        }
        return json({ tx })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      handle: async (request) => {
        const query = parseQuery(request, approveQuery)
        const { network, token } = resolveToken(access, query.from, 'from')
        if (token.native) throw new RequestError('from', 'The native token needs no approval')
        const amount = query.amount ? BigInt(query.amount) : maxUint256
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [network.router, amount] })
        const gasPrice = await network.client.getGasPrice()
        const tx = {
          from: query.from,
          to: caip10(network.caipNetworkId, token.address),
          data,
          value: '0',
          eip155: { gasPrice: String(gasPrice) },
        }
        return json({ tx })
      },
    },
  ]
}
