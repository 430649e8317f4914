import { expect, test } from 'vitest'
import { getWalletsSchema } from './schemas.js'

test('a directory entry that is not a wallet is dropped; the page and the other wallets stay', () => {
  const page = getWalletsSchema().safeParse({
    count: 5,
    data: [
      { id: 'a', name: 'Fine' },
      { id: 'b' },
      null,
      { id: 'c', name: 'Wrong chains', chains: 'eip155:1' },
      { id: 'd', name: 'Also fine', mobile_link: 'd://' },
    ],
  })
  expect(page.success).toBe(true)
  expect(page.data?.data.map((wallet) => wallet.id)).toEqual(['a', 'd'])
})

test('a page that is not a page is still refused', () => {
  expect(getWalletsSchema().safeParse({ data: 'x', count: 1 }).success).toBe(false)
  expect(getWalletsSchema().safeParse({ data: [] }).success).toBe(false)
})
