import * as z from 'zod/mini'
import type { Balance } from '../../../../plugins/account/schemas.js'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { SOL, TOKEN_PROGRAM_ID } from '../../solana/localnet.js'
import { caip10 } from '../chain/caip.js'
import type { ExtraNetwork } from '../chain/createChainAccess.js'
import { priceOf, tokenIconUrl } from '../chain/worldTokens.js'

const lamportsSchema = z.object({ value: z.number() })
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string() }) }),
          }),
        }),
      }),
    }),
  ),
})

/** Live balances of a Solana network over its JSON-RPC: SOL always, the network's listed SPL tokens when held. */
export async function readSolanaBalances(network: ExtraNetwork, owner: string, baseUrl: string): Promise<Balance[]> {
  const [lamports, tokenAccounts] = await Promise.all([
    jsonRpc(network.rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }]),
    jsonRpc(network.rpcUrl, 'getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_PROGRAM_ID },
      { encoding: 'jsonParsed' },
    ]),
  ])
  // An owner may hold a mint in several token accounts: the balance is their sum.
  const held = new Map<string, bigint>()
  for (const { account } of tokenAccountsSchema.parse(tokenAccounts).value) {
    const { mint, tokenAmount } = account.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const entry = (name: string, symbol: string, decimals: number, numeric: string, address?: string): Balance => {
    const price = priceOf(symbol)
    return {
      name,
      symbol,
      chainId: network.caipNetworkId,
      ...(address ? { address: caip10(network.caipNetworkId, address) } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: tokenIconUrl(baseUrl, symbol),
    }
  }
  const sol = lamportsSchema.parse(lamports).value
  const tokens = (network.tokens ?? []).flatMap((token) => {
    const amount = held.get(token.address) ?? 0n
    if (amount === 0n) return []
    return [entry(token.name, token.symbol, token.decimals, scaled(amount, token.decimals), token.address)]
  })
  return [entry(SOL.name, SOL.symbol, SOL.decimals, scaled(BigInt(sol), SOL.decimals)), ...tokens]
}

/** An integer amount as a decimal string (no trailing zeros), as the balance service shows quantities. */
function scaled(amount: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${amount / unit}${fraction ? `.${fraction}` : ''}`
}
