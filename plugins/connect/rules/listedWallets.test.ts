import { describe, expect, test } from 'vitest'
import { featuredPageSize, featuredQuery, pickFeatured, pickRecommended, recommendedQuery } from './listedWallets.js'

const wallet = (id: string, name = `Wallet ${id}`, rdns?: string) => ({ id, name, rdns })

describe('featured wallets', () => {
  test('one page of as many wallets as there are featured ids, asked by id', () => {
    expect(featuredQuery(['c', 'a', 'b'])).toEqual({ page: 1, entries: 3, include: ['c', 'a', 'b'] })
  })

  test('the page size is 4 by default', () => expect(featuredPageSize([])).toBe(4))

  test('no featured ids, no request', () => expect(featuredQuery([])).toBeUndefined())

  test('they show in the order of their ids, whatever order the directory answers in', () => {
    const answer = [wallet('a'), wallet('b'), wallet('c')]
    expect(pickFeatured(['c', 'a', 'b'], answer).map((w) => w.id)).toEqual(['c', 'a', 'b'])
  })

  test('an id the directory does not know is skipped; an id given twice shows once', () => {
    expect(pickFeatured(['b', 'missing', 'b', 'a'], [wallet('a'), wallet('b')]).map((w) => w.id)).toEqual(['b', 'a'])
  })
})

describe('recommended wallets', () => {
  test('4 wallets, featured and excluded ids left out of the request', () => {
    expect(recommendedQuery(['f1', 'f2'], ['x1'])).toEqual({ page: 1, entries: 4, exclude: ['f1', 'f2', 'x1'] })
  })

  test('at most 4, none featured, none excluded by id, rdns or name', () => {
    const answer = [
      wallet('f1'),
      wallet('a'),
      wallet('b', 'Hidden By Name'),
      wallet('c', 'C', 'io.hidden'),
      wallet('x1'),
      wallet('d'),
      wallet('e'),
      wallet('f'),
      wallet('g'),
    ]
    expect(pickRecommended(answer, ['f1'], ['x1', 'hidden by name', 'io.hidden']).map((w) => w.id)).toEqual([
      'a',
      'd',
      'e',
      'f',
    ])
  })

  test("with the app's included wallets, only those are asked for and kept, the featured ones apart", () => {
    expect(recommendedQuery(['f1'], ['x1'], ['a', 'f1', 'c'])).toEqual({
      page: 1,
      entries: 4,
      exclude: ['f1', 'x1'],
      include: ['a', 'c'],
    })
    expect(recommendedQuery(['f1'], [], [])).toEqual({ page: 1, entries: 4, exclude: ['f1'] })
    const answer = [wallet('a'), wallet('b'), wallet('c'), wallet('f1')]
    expect(pickRecommended(answer, ['f1'], [], ['c', 'a', 'f1']).map((w) => w.id)).toEqual(['a', 'c'])
  })
})
