import { describe, expect, test } from 'vitest'
import { caught, okSchema, useHttpFixture } from './testing/useHttpFixture.js'
import { maxResponseBytes, readBoundedText } from './readBoundedText.js'
import { ResponseTooLargeError } from './ResponseTooLargeError.js'

const f = useHttpFixture()
const oversized = `{"ok":true,"pad":"${'x'.repeat(maxResponseBytes)}"}`

describe('response bodies are read within a bound', () => {
  test('a body within the bound is read whole, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('é€😀')
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
        controller.close()
      },
    })
    expect(await readBoundedText(new Response(body), 16)).toBe('é€😀')
  })

  test('an empty body is the empty string, and bodies read side by side keep their own text', async () => {
    const chunked = (parts: string[]) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
            controller.close()
          },
        }),
      )
    expect(await readBoundedText(new Response(''), 16)).toBe('')
    expect(await readBoundedText(chunked([]), 16)).toBe('')
    const [a, b] = await Promise.all([
      readBoundedText(chunked(['{"a":', '1}']), 64),
      readBoundedText(chunked(['"é', '€"']), 64),
    ])
    expect([a, b]).toEqual(['{"a":1}', '"é€"'])
  })

  test('an endless body is cut at the bound and its stream cancelled', async () => {
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(1024)),
      cancel: () => {
        cancelled = true
      },
    })
    await expect(readBoundedText(new Response(body), 64 * 1024)).rejects.toBeInstanceOf(ResponseTooLargeError)
    expect(cancelled).toBe(true)
  })

  test('an answer over the bound is INVALID_RESPONSE, reported as DATA_PARSING_ERROR, not retried', async () => {
    f.server.route('GET', '/x', { body: oversized })
    const error = await caught(f.client().get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.cause).toBeInstanceOf(ResponseTooLargeError)
    expect(f.failures).toEqual([[error, 'DATA_PARSING_ERROR']])
    expect(f.server.requests).toHaveLength(1)
  })

  test('a chunked answer without Content-Length is cut at the bound too', async () => {
    f.server.route('GET', '/x', { body: oversized, headers: { 'transfer-encoding': 'chunked' } })
    const error = await caught(f.client().get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.cause).toBeInstanceOf(ResponseTooLargeError)
  })

  test('a huge error body is dropped, the status kept', async () => {
    f.server.route('GET', '/x', { status: 400, body: oversized })
    const error = await caught(f.client().get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('HTTP_REQUEST_FAILED')
    expect(error.status).toBe(400)
    expect(error.body).toBeUndefined()
  })
})
