import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../../../playground/world/chains/testAccounts.js'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from '../rules/siwxMessage.js'
import { serverSiwx } from '../serverSiwx.js'
import { createSiwxHandler } from './createSiwxHandler.js'
import { createSiwxServer } from './createSiwxServer.js'

// The app server of the server mode, run as an app would (a Node server with the handler mounted), and the
// `serverSiwx` option talking to it.
const signer = privateKeyToAccount(testAccounts[0]?.privateKey ?? '0x')
let url = ''
const server = createServer((request, response) => {
  const handle = createSiwxHandler({ server: siwxServer, path: '/siwx' })
  void handle(request, response).then((answered) => {
    if (!answered) response.writeHead(404).end()
  })
})
const siwxServer = createSiwxServer({ domain: 'app.example.com', chainIds: ['eip155:1'] })
const option = () => serverSiwx({ url: `${url}/siwx` })

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const signedWithNonce = async (nonce: string, data: Partial<SiwxMessageData> = {}) => {
  const full: SiwxMessageData = {
    domain: 'app.example.com',
    accountAddress: signer.address,
    uri: 'https://app.example.com/',
    version: '1',
    chainId: 'eip155:1',
    nonce,
    issuedAt: new Date().toISOString(),
    ...data,
  }
  const message = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Ethereum'))
  return { data: full, message, signature: await signer.signMessage({ message }) }
}

describe('the app server of serverSiwx', () => {
  it('accepts a signed message once: the same message posted again is refused as a replay', async () => {
    const session = await signedWithNonce((await option().getNonce?.()) ?? '')
    await expect(option().verify?.(session)).resolves.toBeUndefined()
    await expect(option().verify?.(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_UNKNOWN' })
  })

  it('refuses a nonce it never issued', async () => {
    await expect(option().verify?.(await signedWithNonce('0123456789abcdef'))).rejects.toMatchObject({
      code: 'SIWX_NONCE_UNKNOWN',
    })
  })

  it('refuses a message for another domain or another chain', async () => {
    const nonce = async () => (await option().getNonce?.()) ?? ''
    await expect(
      option().verify?.(await signedWithNonce(await nonce(), { domain: 'evil.example' })),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_DOMAIN',
    })
    await expect(
      option().verify?.(await signedWithNonce(await nonce(), { chainId: 'eip155:137' })),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_CHAIN',
    })
  })

  it('refuses an expired message', async () => {
    const expired = await signedWithNonce((await option().getNonce?.()) ?? '', {
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    })
    await expect(option().verify?.(expired)).rejects.toMatchObject({ code: 'SIWX_EXPIRED' })
  })

  it('answers 400 to a post without a message and signature, and leaves other paths to the app', async () => {
    const bad = await fetch(`${url}/siwx/verify`, { method: 'POST', body: '{}' })
    expect(bad.status).toBe(400)
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404)
  })
})
