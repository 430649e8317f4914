import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createInFlight, maxInFlight } from './shareInFlight.js'
import { caught, okSchema, useHttpFixture } from './testing/useHttpFixture.js'

const f = useHttpFixture()

describe('shared GETs', () => {
  test('identical GETs in flight share one request', async () => {
    const release = f.heldRoute('/v1/identity/0xabc', { ok: true })
    const http = f.client()
    const calls = [1, 2, 3].map(() =>
      http.get({ path: '/v1/identity/0xabc', query: { sender: 'x' }, schema: okSchema }),
    )
    release()
    expect(await Promise.all(calls)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(f.server.requestsTo('/v1/identity/0xabc')).toHaveLength(1)
  })

  test('GETs that differ in a query value are not shared, and a finished GET is asked again', async () => {
    f.server.route('GET', '/x', { body: { ok: true } })
    const http = f.client()
    await Promise.all([
      http.get({ path: '/x', query: { a: 1 }, schema: okSchema }),
      http.get({ path: '/x', query: { a: 2 }, schema: okSchema }),
    ])
    await http.get({ path: '/x', query: { a: 1 }, schema: okSchema })
    expect(f.server.requestsTo('/x')).toHaveLength(3)
  })

  test('a fresh GET starts its own request and gets its answer; an identical GET after it joins it', async () => {
    // The first request is held and answered with what was true when it began; the next ones see the change.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = 0
    f.server.route('GET', '/balance', async () => {
      asked += 1
      if (asked === 1) {
        await released
        return { body: { ok: 'before' } }
      }
      return { body: { ok: 'after' } }
    })
    const http = f.client()
    const schema = z.object({ ok: z.string() })
    const first = http.get({ path: '/balance', schema })
    await expect.poll(() => f.server.requestsTo('/balance').length).toBe(1)
    const fresh = http.get({ path: '/balance', schema, fresh: true })
    const joined = http.get({ path: '/balance', schema })
    expect(await fresh).toEqual({ ok: 'after' })
    expect(await joined).toEqual({ ok: 'after' })
    release()
    expect(await first).toEqual({ ok: 'before' })
    expect(f.server.requestsTo('/balance')).toHaveLength(2)
  })

  test('identical POSTs are each sent', async () => {
    f.server.route('POST', '/v1/profile/account', { body: { ok: true } })
    const http = f.client()
    await Promise.all([1, 2].map(() => http.post({ path: '/v1/profile/account', body: { a: 1 }, schema: okSchema })))
    expect(f.server.requestsTo('/v1/profile/account')).toHaveLength(2)
  })

  test('callers that share a GET parse it with their own schema', async () => {
    const release = f.heldRoute('/x', { ok: true })
    const http = f.client()
    const loose = http.get({ path: '/x', schema: okSchema })
    const strict = http.get({ path: '/x', schema: z.object({ ok: z.literal(false) }) })
    release()
    await expect(loose).resolves.toEqual({ ok: true })
    expect((await caught(strict)).code).toBe('INVALID_RESPONSE')
    expect(f.server.requestsTo('/x')).toHaveLength(1)
  })

  test('the dedupe map is bounded: past the bound the oldest entry is forgotten', async () => {
    const releases = ['/a', '/b', '/c'].map((path) => f.heldRoute(path))
    const http = f.client({ maxInFlight: 2 })
    const calls = ['/a', '/b', '/c', '/a', '/c'].map((path) => http.get({ path, schema: okSchema }))
    for (const release of releases) release()
    await Promise.all(calls)
    expect(f.server.requests.map((request) => request.path).sort()).toEqual(['/a', '/a', '/b', '/c'])
  })
})

describe('the dedupe bound', () => {
  test('by default 8,192 keys are in flight at most; the next forgets the oldest', () => {
    expect(maxInFlight).toBe(8192)
    const inFlight = createInFlight()
    const pending = () => new Promise<unknown>(() => {})
    let runs = 0
    const run = () => {
      runs += 1
      return pending()
    }
    for (let index = 0; index < 8192; index++) inFlight.join(`key ${index}`, run, undefined, () => undefined)
    expect(inFlight.size).toBe(8192)
    inFlight.join('key 1', run, undefined, () => undefined)
    expect(runs).toBe(8192)
    inFlight.join('key 8192', run, undefined, () => undefined)
    expect(inFlight.size).toBe(8192)
    inFlight.join('key 1', run, undefined, () => undefined)
    expect(runs).toBe(8193)
    inFlight.join('key 0', run, undefined, () => undefined)
    expect(runs).toBe(8194)
  })
})
