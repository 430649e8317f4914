import { reverseLookupSchema } from '../../../kernel/names/nameRecordSchema.js'
import { nameLookupSchema, nameSuggestionsSchema } from '../../../plugins/names/schemas.js'
import {
  coinbaseHistorySchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from '../../../plugins/onramp/schemas.js'
import { nameAnswerSchema } from '../../../plugins/send/api.js'
import { revokeSessionSchema, smartSessionsSchema } from '../../../plugins/sessions/schemas.js'
import {
  allowanceSchema,
  approveTransactionSchema,
  fungiblePriceSchema,
  gasPriceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '../../../plugins/swaps/schemas.js'
import { apiBoundary } from '../apiBoundary.js'

const address = '0x0000000000000000000000000000000000000001'
const record = {
  name: 'ada.foyer.id',
  registered_at: '2026-01-01T00:00:00Z',
  updated_at: null,
  attributes: { avatar: 'https://a.example/x.png' },
  addresses: { '60': { address, created_at: null } },
}
const amount = (value: string, currency: string) => ({ amount: value, currency })
const session = {
  project: { id: 'p', name: 'App', url: 'https://app.example', iconUrl: null },
  pci: 'pci-1',
  expiry: 1_900_000_000,
  createdAt: 1_700_000_000,
  permissions: [{ type: 'contract-call', data: { address } }],
  policies: [],
  context: '0x00',
  revokedAt: null,
}

/** The names, send, onramp, smart-session and swap answers of the data API (plugins/{names,send,onramp,sessions,swaps}). */
export const serviceAnswersBoundary = () =>
  apiBoundary('feature answers', [
    { path: '/v1/profile/account/ada', schema: nameLookupSchema, samples: [record, []] },
    { path: '/v1/profile/account/ada', schema: nameAnswerSchema, samples: [record, []] },
    { path: '/v1/profile/reverse/0x1', schema: reverseLookupSchema, samples: [[record], []] },
    {
      path: '/v1/profile/suggestions/ada',
      schema: nameSuggestionsSchema,
      samples: [{ suggestions: [{ name: 'ada.foyer.id', registered: true }] }],
    },
    {
      path: '/v1/onramp/options',
      schema: onrampOptionsSchema,
      samples: [
        {
          paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] }],
          purchaseCurrencies: [
            {
              id: 'usdc',
              name: 'USD Coin',
              symbol: 'USDC',
              networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: address }],
            },
          ],
        },
      ],
    },
    {
      path: '/v1/onramp/quote',
      schema: onrampQuoteSchema,
      samples: [
        {
          paymentTotal: amount('100', 'USD'),
          paymentSubtotal: amount('98', 'USD'),
          purchaseAmount: amount('97.5', 'USDC'),
          networkFee: amount('1', 'USD'),
          coinbaseFee: amount('1', 'USD'),
          quoteId: 'q1',
        },
      ],
    },
    {
      path: '/v1/generators/onrampurl',
      schema: onrampUrlSchema,
      samples: [{ url: 'https://pay.example/checkout?id=1' }],
    },
    {
      path: '/v1/account/0x1/history',
      schema: coinbaseHistorySchema,
      samples: [
        {
          data: [
            {
              id: 'c1',
              metadata: { minedAt: '2026-03-01T12:00:07Z', status: 'ONRAMP_TRANSACTION_STATUS_FAILED' },
              transfers: [{ quantity: { numeric: '25' } }],
            },
          ],
          next: null,
        },
        { data: [], next: null },
      ],
    },
    { path: '/v1/sessions/eip155:1:0x1', schema: smartSessionsSchema, samples: [{ pcis: [session] }, { pcis: [] }] },
    { path: '/v1/sessions/eip155:1:0x1/revoke', schema: revokeSessionSchema, samples: [{}, { ok: true }] },
    {
      path: '/v1/convert/tokens',
      schema: swapTokensSchema,
      samples: [
        { tokens: [{ name: 'Ether', symbol: 'ETH', address: `eip155:1:${address}`, decimals: 18, logoUri: null }] },
      ],
    },
    {
      path: '/v1/convert/quotes',
      schema: swapQuotesSchema,
      samples: [
        { quotes: [{ id: null, fromAmount: '1000', fromAccount: address, toAmount: '990', toAccount: address }] },
      ],
    },
    {
      path: '/v1/fungible/price',
      schema: fungiblePriceSchema,
      samples: [
        { fungibles: [{ address, name: 'Ether', symbol: 'ETH', iconUrl: 'https://i.example/e.png', price: 3000 }] },
      ],
    },
    { path: '/v1/convert/allowance', schema: allowanceSchema, samples: [{ allowance: '0' }] },
    { path: '/v1/convert/gas-price', schema: gasPriceSchema, samples: [{ standard: '1', fast: '2', instant: '3' }] },
    {
      path: '/v1/convert/build-transaction',
      schema: swapTransactionSchema,
      samples: [
        {
          tx: {
            from: address,
            to: `eip155:1:${address}`,
            data: '0xabcd',
            amount: '990',
            eip155: { gas: '21000', gasPrice: '1' },
          },
        },
      ],
    },
    {
      path: '/v1/convert/build-approve',
      schema: approveTransactionSchema,
      samples: [{ tx: { from: address, to: address, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1' } } }],
    },
  ])
