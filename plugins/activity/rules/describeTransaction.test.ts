import { expect, test } from 'vitest'
import { describeTransaction } from './describeTransaction.js'
import { nftTransfer, testTransaction } from './testTransaction.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a send names its receiver and its token with a minus; a receipt names its sender with a plus', () => {
  const send = {
    ...testTransaction('a', new Date()),
    transfers: [
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons/usdc.svg' } },
        direction: 'out' as const,
        quantity: { numeric: '12.5' },
      },
    ],
  }
  expect(describeTransaction(send, alice)).toEqual({
    title: 'Send',
    counterparty: bob,
    preposition: 'to',
    transfers: [{ sign: '-', quantity: '12.5', name: 'USDC', image: 'https://icons/usdc.svg' }],
    status: 'confirmed',
  })
  const receipt = { ...send, metadata: { ...send.metadata, operationType: 'receive' }, transfers: [nftTransfer(false)] }
  expect(describeTransaction(receipt, bob)).toMatchObject({
    title: 'Receive',
    counterparty: alice,
    preposition: 'from',
    transfers: [{ sign: '+', quantity: '1', name: 'An NFT #1' }],
  })
})
