import { expect, test, vi } from 'vitest'
import { fetchTransactions } from './fetchTransactions.js'

const context = (answer: () => Promise<unknown>) => ({
  api: { api: { get: vi.fn(answer) } },
  supportedChains: { has: vi.fn(async () => true) },
})

test('without an account address it is an error, and nothing is asked', async () => {
  const fake = context(async () => ({ data: [], next: null }))
  await expect(fetchTransactions(fake as never, { address: undefined, chainId: 'eip155:1' })).rejects.toMatchObject({
    code: 'ACTIVITY_NO_ADDRESS',
    shortMessage: 'Transactions cannot be fetched without an account address',
  })
  expect(fake.api.api.get).not.toHaveBeenCalled()
})

test("a failed request is 'Failed to fetch transactions', coded FETCH_TRANSACTIONS_FAILED", async () => {
  const fake = context(async () => {
    throw new TypeError('boom')
  })
  await expect(fetchTransactions(fake as never, { address: '0x1', chainId: 'eip155:1' })).rejects.toMatchObject({
    code: 'FETCH_TRANSACTIONS_FAILED',
    shortMessage: 'Failed to fetch transactions',
  })
})

test('asks for the active network and the cursor; a network the data API does not serve is an empty page', async () => {
  const fake = context(async () => ({ data: [], next: 'c2' }))
  await fetchTransactions(fake as never, { address: '0x1', chainId: 'eip155:1', cursor: 'c1' })
  expect(fake.api.api.get).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/v1/account/0x1/history', query: { chainId: 'eip155:1', cursor: 'c1' } }),
  )
  fake.supportedChains.has.mockResolvedValue(false)
  await expect(fetchTransactions(fake as never, { address: '0x1', chainId: 'eip155:5' })).resolves.toEqual({
    data: [],
    next: null,
  })
  expect(fake.api.api.get).toHaveBeenCalledOnce()
})
