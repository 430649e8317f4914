// wallet_getAssets (ERC-7811): the account's native and world-token balances, read from the chains.
// Entries follow SPEC §3 (type 'NATIVE' or 'ERC20', metadata with price, iconUrl and value), keyed by hex chain id.
import { encodeFunctionData, erc20Abi, formatUnits, type Hex, numberToHex } from 'viem'
import { type TokenSymbol, worldTokens, worldTokensOf } from '../../chains/tokens.js'
import { type GetAssetsRequest, getAssetsParams, parseParams } from './paramsSchemas.js'
import type { TestWalletChain, WalletContext } from './WalletContext.js'

export interface WalletAsset {
  address: Hex | 'native'
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value: number }
}

interface Candidate {
  address: Hex
  native: boolean
  name: string
  symbol: string
  decimals: number
}

function candidatesOf(chain: TestWalletChain): Candidate[] {
  const tokens = worldTokensOf(chain.chainId)
  if (tokens.length > 0) return tokens
  const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [{ address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', native: true, ...native }]
}

function wanted(request: GetAssetsRequest, chainId: number) {
  const filter = request.assetFilter?.[numberToHex(chainId)]
  const addresses = filter?.map((entry) => (typeof entry === 'string' ? entry : entry.address).toLowerCase())
  const types = request.assetTypeFilter?.map((type) => type.toLowerCase())
  return (candidate: Candidate) => {
    if (types && !types.includes(candidate.native ? 'native' : 'erc20')) return false
    if (!addresses || addresses.length === 0) return true
    return addresses.includes(candidate.native ? 'native' : candidate.address.toLowerCase())
  }
}

function readBalance(context: WalletContext, chainId: number, account: Hex, candidate: Candidate) {
  if (candidate.native) return context.rpc('eth_getBalance', [account, 'latest'], chainId) as Promise<Hex>
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  return context.rpc('eth_call', [{ to: candidate.address, data }, 'latest'], chainId) as Promise<Hex>
}

async function assetsOn(context: WalletContext, request: GetAssetsRequest, chain: TestWalletChain) {
  const candidates = candidatesOf(chain).filter(wanted(request, chain.chainId))
  const balances = await Promise.all(
    candidates.map((candidate) => readBalance(context, chain.chainId, request.account as Hex, candidate)),
  )
  const explicit = Boolean(request.assetFilter?.[numberToHex(chain.chainId)]?.length)
  return candidates.flatMap((candidate, index): WalletAsset[] => {
    const balance = BigInt(balances[index] === '0x' ? 0 : balances[index]!)
    if (!candidate.native && balance === 0n && !explicit) return []
    const known = Object.hasOwn(worldTokens, candidate.symbol)
      ? worldTokens[candidate.symbol as TokenSymbol]
      : undefined
    const price = known?.priceUsd ?? 0
    const { name, symbol, decimals } = candidate
    return [
      {
        address: candidate.native ? 'native' : candidate.address,
        balance: numberToHex(balance),
        type: candidate.native ? 'NATIVE' : 'ERC20',
        metadata: {
          name,
          symbol,
          decimals,
          price,
          iconUrl: known?.logo ?? '',
          value: Number(formatUnits(balance, decimals)) * price,
        },
      },
    ]
  })
}

export async function getAssets(context: WalletContext, params: unknown): Promise<Record<Hex, WalletAsset[]>> {
  const [request] = parseParams(getAssetsParams, params, 'wallet_getAssets')
  context.accountFor(request.account)
  const chainFilter = request.chainFilter?.map(Number)
  const assetChains = request.assetFilter ? Object.keys(request.assetFilter).map(Number) : undefined
  const chains = context
    .chains()
    .filter(
      (chain) =>
        (!chainFilter || chainFilter.includes(chain.chainId)) && (!assetChains || assetChains.includes(chain.chainId)),
    )
  const entries = await Promise.all(
    chains.map(async (chain) => [numberToHex(chain.chainId), await assetsOn(context, request, chain)] as const),
  )
  return Object.fromEntries(entries)
}
