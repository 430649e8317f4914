import { expect, test } from 'vitest'
import { nftTransfer, testTransaction } from './testTransaction.js'
import { isSpam, pendingLimit, visibleTransactions } from './visibleTransactions.js'

const at = new Date(2026, 10, 1)

test('a transaction whose every transfer is a spam NFT is spam; one real transfer beside it is not', () => {
  const spam = { ...testTransaction('a', at), transfers: [nftTransfer(true), nftTransfer(true)] }
  const mixed = { ...testTransaction('b', at), transfers: [nftTransfer(true), nftTransfer(false)] }
  expect(isSpam(spam)).toBe(true)
  expect(isSpam(mixed)).toBe(false)
  expect(isSpam(testTransaction('c', at))).toBe(false)
})

test('a page adds what is on the active chain, not spam and not shown yet', () => {
  const shown = [testTransaction('a', at)]
  const page = [
    testTransaction('a', at),
    testTransaction('b', at),
    testTransaction('c', at, { chain: 'eip155:42161' }),
    { ...testTransaction('d', at), transfers: [nftTransfer(true)] },
  ]
  expect(visibleTransactions(shown, page, 'eip155:1').map((entry) => entry.id)).toEqual(['a', 'b'])
})

test('no more than 99 pending transactions are shown; confirmed ones still are', () => {
  const pending = Array.from({ length: 120 }, (_, index) => testTransaction(`p${index}`, at, { status: 'pending' }))
  const kept = visibleTransactions([], [...pending, testTransaction('done', at)], 'eip155:1')
  expect(kept.filter((entry) => entry.metadata.status === 'pending')).toHaveLength(pendingLimit)
  expect(kept.at(-1)?.id).toBe('done')
  expect(visibleTransactions(kept, [testTransaction('p200', at, { status: 'pending' })], 'eip155:1')).toEqual(kept)
})
