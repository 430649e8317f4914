import { expect, test } from 'vitest'
import { cookieStorage } from './cookieStorage.js'

// On Node (no document): the server's view of a request's cookies.
test('on a server the stored connection is read from the request’s Cookie header, decoded', () => {
  const value = JSON.stringify({ eip155: { connectorId: 'injected' } })
  const storage = cookieStorage({ cookie: `theme=dark; foyer%3Aconnections=${encodeURIComponent(value)}; x=1` })
  expect(storage.getItem('foyer:connections')).toBe(value)
  expect(storage.getItem('foyer:activeNetwork')).toBeNull()
})

test('on a server nothing is written to a cookie, and other keys live in memory only', () => {
  const storage = cookieStorage({ cookie: '' })
  storage.setItem('foyer:connections', '{}')
  expect(storage.getItem('foyer:connections')).toBeNull()
  storage.setItem('foyer:recentWallets', '[]')
  expect(storage.getItem('foyer:recentWallets')).toBe('[]')
  storage.removeItem('foyer:recentWallets')
  expect(storage.getItem('foyer:recentWallets')).toBeNull()
})

test('a request without cookies has no stored connection', () => {
  expect(cookieStorage().getItem('foyer:connections')).toBeNull()
  expect(cookieStorage({ cookie: null }).getItem('foyer:connections')).toBeNull()
})
