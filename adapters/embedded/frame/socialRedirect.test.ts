import { expect, test } from 'vitest'
import { splitSocialState, withoutSocialResult, withReturnAddress } from './socialRedirect.js'

const provider = 'http://127.0.0.1:4200/social/google/authorize?response_type=code&state=abc123'

test('the provider URL carries the page to come back to after its state, and the site reads both parts', () => {
  const page = 'http://127.0.0.1:5173/shop?item=7#cart'
  const target = new URL(withReturnAddress(provider, page) ?? '')
  expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:4200/social/google/authorize')
  expect(target.searchParams.get('response_type')).toBe('code')
  expect(target.searchParams.get('state')).toBe(`abc123--${encodeURIComponent(page)}`)
  expect(splitSocialState(target.searchParams.get('state') ?? '')).toEqual({ state: 'abc123', returnTo: page })
})

test('an earlier result in the page URL is not sent along as the address to come back to', () => {
  const page = 'http://127.0.0.1:5173/?a=1&result_uri=http%3A%2F%2F127.0.0.1%3A4200%2Fsocial%2Fcallback%3Fcode%3D1'
  expect(withoutSocialResult(page)).toBe('http://127.0.0.1:5173/?a=1')
  const state = new URL(withReturnAddress(provider, page) ?? '').searchParams.get('state') ?? ''
  expect(splitSocialState(state).returnTo).toBe('http://127.0.0.1:5173/?a=1')
})

test('a frame answer that is no web URL, or has no state, gives no provider URL', () => {
  const page = 'http://127.0.0.1:5173/'
  expect(withReturnAddress('javascript:alert(1)//?state=abc', page)).toBeUndefined()
  expect(withReturnAddress('not a url', page)).toBeUndefined()
  expect(withReturnAddress('http://127.0.0.1:4200/social/google/authorize?response_type=code', page)).toBeUndefined()
})

test('a state without the app’s address is the state alone; a broken address is an empty one', () => {
  expect(splitSocialState('abc123')).toEqual({ state: 'abc123' })
  expect(splitSocialState('abc123--%E0%A4%A')).toEqual({ state: 'abc123', returnTo: '' })
})
