import { nftsSchema } from '../../../plugins/account/nfts/nftsSchema.js'
import { balancesSchema, identitySchema } from '../../../plugins/account/schemas.js'
import { historySchema } from '../../../plugins/activity/schemas.js'
import { apiBoundary } from '../apiBoundary.js'

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3012.5,
  price: 3012.5,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: 'https://icons.example/eth.png',
}
const transaction = {
  id: 'tx1',
  metadata: {
    operationType: 'send',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: '0x0000000000000000000000000000000000000001',
    sentTo: '0x0000000000000000000000000000000000000002',
    status: 'confirmed',
    nonce: 3,
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png' } },
      nft_info: null,
      direction: 'out',
      quantity: { numeric: '0.5' },
      value: 1500,
      price: 3000,
    },
  ],
}

const nft = {
  id: 'eip155:1:0x5842bf0992f3dd67bbac717bec847f4e2f43851a:1',
  chain: 'eip155:1',
  name: 'Foyer Friends #1',
  token_id: '1',
  collection: { address: '0x5842BF0992f3Dd67bBAc717bec847F4E2F43851A', name: 'Foyer Friends' },
  content: { preview: { url: 'https://images.example/1.svg' } },
  flags: { is_spam: false },
}

/** The account's answers: balances, identity, NFTs (plugins/account) and history (plugins/activity). */
export const accountAnswersBoundary = () =>
  apiBoundary('account answers', [
    {
      path: '/v1/account/0x1/balance',
      schema: balancesSchema,
      samples: [{ balances: [balance, { ...balance, address: '0x2', symbol: 'USDC' }] }],
    },
    {
      path: '/v1/identity/0x1',
      schema: identitySchema,
      samples: [
        { name: 'ada.eth', avatar: 'https://a.example/x.png' },
        { name: null, avatar: null },
      ],
    },
    {
      path: '/v1/account/0x1/history',
      schema: historySchema,
      samples: [
        { data: [transaction], next: 'cursor' },
        { data: [], next: null },
      ],
    },
    {
      path: '/v1/account/0x1/nfts',
      schema: nftsSchema,
      samples: [{ data: [nft, { ...nft, id: 'spam', flags: { is_spam: true }, content: null }], next: null }],
    },
  ])
