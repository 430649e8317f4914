import type { OnrampOptions, PurchaseCurrency } from '../schemas.js'

/** SPEC §9 default limits, per payment method: card 10.00 to 7500.00, bank account 10.00 to 25000.00. */
export const defaultLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The payment methods the form offers, by limit id, with the names the view shows. */
export const paymentMethods = [
  { id: 'card', label: 'Card' },
  { id: 'ach_bank_account', label: 'Bank account' },
] as const
export type PaymentMethodId = (typeof paymentMethods)[number]['id']

/** SPEC §9: USD and EUR. */
export const paymentCurrencyIds = ['USD', 'EUR'] as const

const network = (name: string, displayName: string, chainId: string, contract: string) => ({
  name,
  display_name: displayName,
  chain_id: chainId,
  contract_address: contract,
})

/** USDC and ETH on Ethereum (what Meld and Coinbase sell everywhere), SOL on Solana. */
const purchaseCurrencies: PurchaseCurrency[] = [
  {
    id: 'usdc',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [network('ethereum-mainnet', 'Ethereum', '1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')],
  },
  { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [network('ethereum-mainnet', 'Ethereum', '1', '')] },
  { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [network('solana-mainnet', 'Solana', 'solana', '')] },
]

/** SPEC §8: what the form offers when `/v1/onramp/options` fails (the real server has no such route). */
export const defaultOnrampOptions: OnrampOptions = {
  paymentCurrencies: paymentCurrencyIds.map((id) => ({ id, payment_method_limits: defaultLimits })),
  purchaseCurrencies,
}
