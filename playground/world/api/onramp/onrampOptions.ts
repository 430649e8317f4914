import type { OnrampOptions } from '../../../../plugins/onramp/schemas.js'
import type { WorldNetwork } from '../chain/createChainAccess.js'

/** SPEC §9 default limits, per payment method. */
export const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** USD per unit of each payment currency (fixed rates). */
export const fiatRates: Record<string, number> = { USD: 1, EUR: 1.08 }

const networkNames: Record<number, { name: string; display_name: string }> = {
  1: { name: 'ethereum-mainnet', display_name: 'Ethereum' },
  42161: { name: 'arbitrum-mainnet', display_name: 'Arbitrum One' },
}

/** The tokens one can buy: USDC and ETH on every world network. */
export const purchasable = ['USDC', 'ETH'] as const

/** GET /v1/onramp/options: USD and EUR with SPEC §9 limits; USDC and ETH on the world's networks. */
export function onrampOptions(networks: WorldNetwork[]): OnrampOptions {
  return {
    paymentCurrencies: Object.keys(fiatRates).map((id) => ({ id, payment_method_limits: paymentMethodLimits })),
    purchaseCurrencies: purchasable.map((symbol, index) => ({
      id: `2b92315d-eab7-5bef-84fa-089a1313330${index}`,
      name: symbol === 'USDC' ? 'USD Coin' : 'Ether',
      symbol,
      networks: networks.map((network) => ({
        ...(networkNames[network.chainId] ?? { name: `chain-${network.chainId}`, display_name: network.name }),
        chain_id: String(network.chainId),
        contract_address: network.tokens.find((token) => token.symbol === symbol)?.address ?? '',
      })),
    })),
  }
}
