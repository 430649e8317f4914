import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiwxHandlerFixture, startSiwxHandlerFixture } from './testing/siwxHandlerFixture.js'

// Issue 36: properly signed messages, altered, posted to the handler as an app mounts it.
let app: SiwxHandlerFixture
beforeAll(async () => {
  app = await startSiwxHandlerFixture()
})
afterAll(() => app.stop())

const answer = async (body: unknown) => {
  const response = await app.post(body)
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
}

describe("the sign-in handler's checks", () => {
  it('refuses a message whose URI is a page of another site, on eip155 and Solana (SIWX_WRONG_URI)', async () => {
    for (const sign of [app.signedEvm, app.signedSolana]) {
      for (const uri of ['https://evil.example/', 'https://app.example.com.evil.example/', 'javascript:alert(1)']) {
        const refused = await answer(await sign({ uri }))
        expect(refused, uri).toMatchObject({ status: 401, body: { code: 'SIWX_WRONG_URI' } })
      }
      expect((await answer(await sign({ uri: 'https://app.example.com/account?tab=1' }))).status).toBe(200)
    }
  })

  it('refuses a text that is not a sign-in message as malformed', async () => {
    const refused = await answer({ message: 'hello, sign this', signature: '0x1234' })
    expect(refused).toMatchObject({ status: 401, body: { code: 'SIWX_MALFORMED_MESSAGE' } })
    expect(refused.body.message).not.toContain('for ,')
  })

  it('verifies a well-formed message with a 25,000-character statement', async () => {
    const signed = await app.signedEvm({ statement: 'I accept the terms. '.repeat(1250) })
    expect(signed.message.length).toBeGreaterThan(25_000)
    expect(await answer(signed)).toMatchObject({ status: 200, body: { chainId: 'eip155:1' } })
  })

  it('answers 413 to a body over its limit (100,000 bytes), declared or streamed, and keeps serving', async () => {
    const signed = await app.signedEvm({ statement: 'x'.repeat(100_000) })
    expect(await answer(signed)).toMatchObject({ status: 413, body: { code: 'SIWX_BODY_TOO_LARGE' } })
    const streamed = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 20; index++) controller.enqueue(new TextEncoder().encode('y'.repeat(10_000)))
        controller.close()
      },
    })
    const response = await fetch(`${app.url}/verify`, {
      method: 'POST',
      body: streamed,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect((await answer(await app.signedSolana())).status).toBe(200)
  })

  it('answers 400 SIWX_BAD_REQUEST to a body that is not JSON or lacks a string', async () => {
    for (const body of ['{"message":', '[]', '{"message":"a"}', '{"message":1,"signature":"b"}']) {
      expect(await answer(body), body).toMatchObject({ status: 400, body: { code: 'SIWX_BAD_REQUEST' } })
    }
  })
})
