import type { Network } from 'foyer'
import type { OnrampOptions, PurchaseCurrency } from '../schemas.js'
import { defaultOnrampOptions } from './defaultOptions.js'

const onSolana = (currency: PurchaseCurrency) =>
  currency.symbol.toUpperCase() === 'SOL' || currency.networks.some((network) => /solana/i.test(network.name))

const onChain = (currency: PurchaseCurrency, chainId: string) =>
  currency.networks.some((network) => network.chain_id === chainId)

/**
 * What can be bought on the active network: on eip155 the options' currencies listed on its chain id, on Solana
 * SOL; when the options list none, SPEC §8's built-in defaults (USDC and ETH on eip155, SOL on Solana).
 */
export function purchaseChoices(options: OnrampOptions, network: Pick<Network, 'id' | 'chainNamespace'>) {
  const pick = (list: PurchaseCurrency[]) =>
    network.chainNamespace === 'solana'
      ? list.filter(onSolana)
      : network.chainNamespace === 'eip155'
        ? list.filter((currency) => !onSolana(currency) && onChain(currency, String(network.id)))
        : []
  const own = pick(options.purchaseCurrencies)
  if (own.length > 0 || network.chainNamespace !== 'eip155')
    return own.length > 0 ? own : pick(defaultOnrampOptions.purchaseCurrencies)
  return defaultOnrampOptions.purchaseCurrencies.filter((currency) => !onSolana(currency))
}
