import type { Network } from 'foyer'
import type { CosmosChainInfo } from './CosmosWallet.js'
import { chainIdOf, cosmosChainDetails } from './cosmosChainDetails.js'

/** A Cosmos network as Keplr's ChainInfo (what `experimentalSuggestChain` takes). */
export function chainInfoOf(network: Network): CosmosChainInfo {
  const details = cosmosChainDetails(network)
  const prefix = details.bech32Prefix
  const currency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: details.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: chainIdOf(network),
    chainName: network.name,
    rpc: details.rpcUrl,
    rest: details.restUrl,
    bip44: { coinType: details.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [currency],
    stakeCurrency: currency,
  }
}
