import type { Logger, Network, TokenBalance } from 'foyer'
import type { createWalletCapabilities } from './createWalletCapabilities.js'
import { balancesFromAssets, walletAssetsSchema } from './walletAssets.js'

type WalletCapabilities = ReturnType<typeof createWalletCapabilities>

/**
 * The token balances the wallet lists itself on a network: ERC-7811 `wallet_getAssets`, asked only where its EIP-5792
 * capabilities report `assetDiscovery` for the chain. Undefined when they do not (or cannot be read), or when an
 * entry of the answer fails its checks (logged): the caller asks the data API then.
 */
export async function walletTokenBalances(
  wallet: WalletCapabilities,
  logger: Logger,
  { connectorId, address, network }: { connectorId: string; address: string; network: Network },
): Promise<TokenBalance[] | undefined> {
  const hexChainId = `0x${Number(network.id).toString(16)}`
  const capabilities = await wallet.getCapabilities({ connectorId, address }).catch(() => ({}))
  const chain = (capabilities as Record<string, unknown>)[hexChainId] as
    | { assetDiscovery?: { supported?: unknown } }
    | undefined
  if (chain?.assetDiscovery?.supported !== true) return undefined
  const answer = walletAssetsSchema.safeParse(await wallet.getAssets({ connectorId, address }))
  if (answer.success) return balancesFromAssets(answer.data, network.caipNetworkId)
  logger.warn('wallet_getAssets answered entries that fail their checks; using the data API')
  return undefined
}
