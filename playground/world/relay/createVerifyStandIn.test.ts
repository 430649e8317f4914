import { verifyP256Jwt } from '@walletconnect/utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './startRelay.js'

let relay: Relay
const decryptedId = 'ab'.repeat(32)
const attestationOf = (html: string) => {
  const message = JSON.parse(JSON.parse(/postMessage\(("(?:[^"\\]|\\.)*")/.exec(html)![1]!))
  return message as { type: string; attestation: string }
}

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay?.stop())

test('the attestation page posts a P-256 attestation that the wallet client verifies with the public key', async () => {
  const page = await fetch(
    `${relay.verifyUrl}/v3/attestation?projectId=p&origin=https://dapp.test&id=42&decryptedId=${decryptedId}`,
  )
  const html = await page.text()
  expect(page.headers.get('content-type')).toBe('text/html')
  expect(html).toContain('"https://dapp.test")')
  const { type, attestation } = attestationOf(html)
  expect(type).toBe('verify_attestation')

  const { publicKey, expiresAt } = await (await fetch(`${relay.verifyUrl}/v3/public-key`)).json()
  expect(expiresAt).toBeGreaterThan(Date.now() / 1000)
  expect(verifyP256Jwt(attestation, publicKey)).toEqual({
    id: '42',
    origin: 'https://dapp.test',
    isScam: false,
    isVerified: true,
    exp: expect.any(Number),
  })
  expect(() =>
    verifyP256Jwt(
      attestation.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      publicKey,
    ),
  ).toThrow()
})

test('the embedding page (Referer) decides the origin, not the claim', async () => {
  const page = await fetch(`${relay.verifyUrl}/v3/attestation?origin=https://claimed.test&id=7`, {
    headers: { referer: 'http://127.0.0.1:5173/index.html' },
  })
  const { attestation } = attestationOf(await page.text())
  const payload = JSON.parse(Buffer.from(attestation.split('.')[1]!, 'base64url').toString())
  expect(payload.origin).toBe('http://127.0.0.1:5173')
})

test('Verify v2: an attestation is found by the hash of the decrypted message, others are 404', async () => {
  await fetch(`${relay.verifyUrl}/v3/attestation?origin=https://dapp.test&id=9&decryptedId=${'cd'.repeat(32)}`)
  const found = await fetch(`${relay.verifyUrl}/attestation/${'cd'.repeat(32)}?v2Supported=true`)
  expect(await found.json()).toEqual({ origin: 'https://dapp.test', isScam: false })
  expect((await fetch(`${relay.verifyUrl}/attestation/${'ef'.repeat(32)}`)).status).toBe(404)
  expect((await fetch(`${relay.verifyUrl}/v3/attestation?origin=https://dapp.test`)).status).toBe(400)
})
