import { expect, test } from 'vitest'
import { readSocialReturn } from './socialReturn.js'

const frame = 'http://127.0.0.1:4200'
const pageWith = (result: string) => `http://127.0.0.1:5173/shop?item=7&result_uri=${encodeURIComponent(result)}#cart`

test('the callback URL of the frame’s origin is the result, and the page’s address comes back without it', () => {
  const callback = `${frame}/social/callback?code=c0de&state=abc123`
  expect(readSocialReturn(pageWith(callback), frame)).toEqual({
    page: 'http://127.0.0.1:5173/shop?item=7#cart',
    result: { uri: callback },
  })
})

test('a refusal at the provider is its error', () => {
  const refused = `${frame}/social/callback?error=access_denied&state=abc123`
  expect(readSocialReturn(pageWith(refused), frame)?.result).toEqual({ error: 'access_denied' })
})

test('a result from another origin, no URL at all or far too long is not usable', () => {
  for (const result of ['http://evil.example/social/callback?code=1', 'not a url', `${frame}/?${'a'.repeat(5_000)}`])
    expect(readSocialReturn(pageWith(result), frame)?.result).toHaveProperty('invalid')
})

test('a page without a result has nothing to read', () => {
  expect(readSocialReturn('http://127.0.0.1:5173/shop?item=7', frame)).toBeUndefined()
})
