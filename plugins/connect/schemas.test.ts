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

test('a wallet keeps the fields the directory documents, each of its type, and no others', () => {
  const wallet = {
    id: 'a',
    name: 'A',
    rdns: null,
    order: 3,
    chains: ['eip155:1'],
    injected: [{ namespace: 'eip155', injected_id: 'isA', extra: 1 }],
    supports_wc: true,
    unknown_field: 'dropped',
  }
  expect(getWalletsSchema().parse({ count: 1, data: [wallet] }).data).toEqual([
    {
      id: 'a',
      name: 'A',
      rdns: null,
      order: 3,
      chains: ['eip155:1'],
      injected: [{ namespace: 'eip155', injected_id: 'isA' }],
      supports_wc: true,
    },
  ])
  for (const wrong of [{ order: '3' }, { supports_wc: 1 }, { injected: [{ namespace: 1 }] }, { badge_type: null }])
    expect(getWalletsSchema().parse({ count: 1, data: [{ ...wallet, ...wrong }] }).data).toEqual([])
})
