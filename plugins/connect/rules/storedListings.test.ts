import { expect, test } from 'vitest'
import { storedListingsSchema } from './storedListings.js'

const wallet = {
  id: 'a1',
  name: 'Nimbus Loop',
  image_url: 'https://directory.test/getWalletImage/a1',
  rdns: 'io.nimbus',
}

test('a stored listing reads back as it was written', () => {
  const stored = JSON.parse(JSON.stringify({ featured: [wallet], recommended: [{ ...wallet, id: 'b2', rdns: null }] }))
  expect(storedListingsSchema.safeParse(stored)).toEqual({
    success: true,
    data: { featured: [wallet], recommended: [{ ...wallet, id: 'b2', rdns: null }] },
  })
})

test('a stored entry that is not a wallet is dropped, and the rest of its list kept', () => {
  const parsed = storedListingsSchema.safeParse({
    featured: [wallet, { id: 7, name: 'Seven' }, { id: 'c3' }, null, 'a1', [wallet], { ...wallet, rdns: 12 }],
    recommended: [],
  })
  expect(parsed).toEqual({ success: true, data: { featured: [wallet], recommended: [] } })
})

test('a stored image that is not a web link is left out, and its wallet kept', () => {
  for (const image_url of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'https://a b', 42]) {
    const parsed = storedListingsSchema.safeParse({ featured: [{ ...wallet, image_url }], recommended: [] })
    expect(parsed).toEqual({
      success: true,
      data: { featured: [{ id: 'a1', name: 'Nimbus Loop', rdns: 'io.nimbus' }], recommended: [] },
    })
  }
})

test('keys a listing does not hold are not read back, and a missing rdns reads as null', () => {
  const parsed = storedListingsSchema.safeParse({
    featured: [{ id: 'a1', name: 'Nimbus Loop', mobile_link: 'javascript:x', __proto__: { id: 'x' } }],
    recommended: [],
    extra: true,
  })
  expect(parsed).toEqual({
    success: true,
    data: { featured: [{ id: 'a1', name: 'Nimbus Loop', rdns: null }], recommended: [] },
  })
})

test('a stored value without both lists is not a listing', () => {
  for (const value of [null, 'x', [], {}, { featured: [] }, { featured: {}, recommended: [] }])
    expect(storedListingsSchema.safeParse(value).success).toBe(false)
})
