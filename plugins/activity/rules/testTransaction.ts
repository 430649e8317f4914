import type { Transaction, Transfer } from '../schemas.js'

/** A confirmed eip155:1 send mined at `minedAt`, for the rules' tests. */
export function testTransaction(id: string, minedAt: Date, overrides: Partial<Transaction['metadata']> = {}) {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id}`,
      minedAt: minedAt.toISOString(),
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:1',
      ...overrides,
    },
    transfers: [] as Transfer[],
  } satisfies Transaction
}

export const nftTransfer = (spam: boolean): Transfer => ({
  fungible_info: null,
  nft_info: { name: 'An NFT #1', flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})
