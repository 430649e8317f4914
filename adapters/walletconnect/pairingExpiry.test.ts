import { expect, test } from 'vitest'
import { pairingExpiresAt, refreshDelay } from './pairingExpiry.js'

const now = 1_700_000_000_000
const uri = (expirySeconds: number) => `wc:ab@2?relay-protocol=irn&symKey=cd&expiryTimestamp=${expirySeconds}`

test('a pairing URI is replaced 4 minutes after it shows, less a 10 s margin', () => {
  const expiresAt = pairingExpiresAt(uri(now / 1000 + 300), now)
  expect(expiresAt).toBe(now + 240_000)
  expect(refreshDelay(expiresAt, now)).toBe(230_000)
})

test('a URI that says it expires sooner is replaced before its own expiry; one past it at once', () => {
  expect(pairingExpiresAt(uri(now / 1000 + 60), now)).toBe(now + 60_000)
  expect(refreshDelay(pairingExpiresAt(uri(now / 1000 + 5), now), now)).toBe(0)
})

test('a URI without an expiry gets the 4 minutes', () => {
  expect(pairingExpiresAt('wc:ab@2?relay-protocol=irn&symKey=cd', now)).toBe(now + 240_000)
})
