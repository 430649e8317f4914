// The world's stand-in for WalletConnect Verify (verify.walletconnect.org), served beside the relay. A dapp's client
// (in a browser) loads `/v3/attestation?...&id=...` in a hidden iframe and waits up to 5 s for the page to post back
// an attestation: a P-256 JWT {id, origin, isScam, isVerified, exp}. The wallet's client checks it against
// `/v3/public-key`, or looks up `/attestation/<hash>` (Verify v2) when the message came without one. Every origin
// is verified here (the world's project allows them all) and none is a scam.
import { createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Clock } from '../../../kernel/clock.js'
import { requestUrl } from '../http/requestUrl.js'

export interface VerifyStandIn {
  /** Answers a Verify request; false if the path is not Verify's. */
  handle(request: IncomingMessage, response: ServerResponse): boolean
  /** Attestations issued, oldest first (for tests). */
  issued(): { id: string; decryptedId: string | null; origin: string }[]
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** An ES256 JWT as Verify signs it: the signature is r || s (64 bytes), base64url. */
function signAttestation(privateKey: KeyObject, payload: Record<string, unknown>) {
  const input = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`
  const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return `${input}.${base64url(signature)}`
}

/** The page the iframe loads: it posts the attestation to the dapp's window (only to that origin). */
const attestationPage = (message: string, origin: string) => {
  const script = `parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(origin)})`.replace(/</g, '\\u003c')
  return `<!doctype html><meta charset="utf-8"><title>Verify</title><script>${script}</script>`
}

/** The dapp's origin: what the browser says embeds the iframe (Referer), else what the client claims. */
function originOf(request: IncomingMessage, claimed: string | null): string | undefined {
  for (const candidate of [request.headers.referer, claimed]) {
    try {
      if (candidate) return new URL(candidate).origin
    } catch {}
  }
  return undefined
}

export function createVerifyStandIn(clock: Clock): VerifyStandIn {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  const publicKey = { crv: jwk.crv, ext: true, key_ops: ['verify'], kty: jwk.kty, x: jwk.x, y: jwk.y }
  const issued: { id: string; decryptedId: string | null; origin: string }[] = []
  const seconds = () => Math.floor(clock.now() / 1000)

  const reply = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    response.end(body)
  }
  const json = (response: ServerResponse, status: number, body: unknown) =>
    reply(response, status, 'application/json', JSON.stringify(body))

  return {
    handle(request, response) {
      const url = requestUrl(request, 'http://verify')
      if (request.method !== 'GET') return false
      if (url.pathname === '/v3/public-key') {
        json(response, 200, { publicKey, expiresAt: seconds() + 24 * 3600 })
        return true
      }
      if (url.pathname === '/v3/attestation') {
        const id = url.searchParams.get('id')
        const origin = originOf(request, url.searchParams.get('origin'))
        if (!id || !origin) {
          reply(response, 400, 'text/plain', 'id and origin are required')
          return true
        }
        const payload = { exp: seconds() + 300, id, origin, isScam: false, isVerified: true }
        const attestation = signAttestation(privateKey, payload)
        issued.push({ id, decryptedId: url.searchParams.get('decryptedId'), origin })
        reply(
          response,
          200,
          'text/html',
          attestationPage(JSON.stringify({ type: 'verify_attestation', attestation }), origin),
        )
        return true
      }
      const lookup = /^\/attestation\/([0-9a-f]{64})$/.exec(url.pathname)
      if (lookup) {
        const found = issued.find((entry) => entry.decryptedId === lookup[1])
        if (found) json(response, 200, { origin: found.origin, isScam: false })
        else json(response, 404, { error: 'attestation not found' })
        return true
      }
      return false
    },
    issued: () => issued.map((entry) => ({ ...entry })),
  }
}
