import { expect, test } from 'vitest'
import { buildUrl } from './buildUrl.js'

test('one slash joins the base and the path, whatever either side has', () => {
  expect(buildUrl('https://api.example/v1/', '/getWallets')).toBe('https://api.example/v1/getWallets')
  expect(buildUrl('https://api.example/v1', 'getWallets')).toBe('https://api.example/v1/getWallets')
})

test('query values: undefined and null dropped, lists joined by commas, later values replacing earlier ones', () => {
  const url = buildUrl(
    'https://api.example',
    '/getWallets',
    { projectId: 'p1', st: 'appkit', page: 1 },
    { page: 2, include: ['a', 'b'], exclude: undefined, search: null, entries: 40 },
  )
  expect(url).toBe('https://api.example/getWallets?projectId=p1&st=appkit&page=2&include=a%2Cb&entries=40')
})

test('values are encoded as a form would send them, and a URL without values has no query', () => {
  expect(buildUrl('https://api.example', '/search', { q: 'a b&c=d' })).toBe('https://api.example/search?q=a+b%26c%3Dd')
  expect(buildUrl('https://api.example', '/config', { none: undefined })).toBe('https://api.example/config')
})
