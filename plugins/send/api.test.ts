import type { ApiClients, HttpRequest } from 'foyer'
import { expect, test } from 'vitest'
import { createQueryCache } from '../../kernel/cache/createQueryCache.js'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { coinTypeOf } from 'foyer/kit'
import { resolveName } from './api.js'

const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** A data API that answers name lookups from `answers` (a thrown value fails the request) and logs the paths. */
function setup(answers: Record<string, unknown>) {
  const clock = createTestClock()
  const logger = { warn: () => undefined, error: () => undefined }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'test', logger, clock })
  const asked: string[] = []
  const get = async <T>(request: HttpRequest<T>): Promise<T> => {
    asked.push(`${request.path}?${new URLSearchParams(request.query as Record<string, string>)}`)
    const answer = answers[request.path]
    if (answer instanceof Error) throw answer
    const parsed = request.schema!.safeParse(answer)
    if (!parsed.success) throw new TypeError('bad answer')
    return parsed.data
  }
  const api = { api: { get } } as unknown as ApiClients
  return { clock, asked, context: { api, storage, cache: createQueryCache(clock) } }
}

const record = (addresses: Record<string, string>, attributes: Record<string, string> | null = {}) => ({
  name: 'carol.reown.id',
  registered_at: '2026-01-01T00:00:00Z',
  attributes,
  addresses: Object.fromEntries(
    Object.entries(addresses).map(([key, address]) => [key, { address, created_at: null }]),
  ),
})

test("a name resolves to its address on the chain's coin type, with its avatar; cached 5 minutes", async () => {
  const { clock, asked, context } = setup({
    '/v1/profile/account/carol.reown.id': record(
      { [String(coinTypeOf(42161))]: other, [String(coinTypeOf(1))]: carol },
      { avatar: 'https://127.0.0.1/carol.png' },
    ),
  })
  expect(await resolveName(context, 'carol.reown.id', 1)).toEqual({
    address: carol,
    name: 'carol.reown.id',
    avatar: 'https://127.0.0.1/carol.png',
  })
  expect(asked).toEqual(['/v1/profile/account/carol.reown.id?apiVersion=2'])
  clock.advance(5 * 60_000 - 1)
  await resolveName(context, 'carol.reown.id', 1)
  expect(asked).toHaveLength(1)
  clock.advance(1)
  expect((await resolveName(context, 'carol.reown.id', 42161)).address).toBe(other)
  await resolveName(context, 'carol.reown.id', 1)
  expect(asked).toHaveLength(3)
})

test('a name with no address for the chain takes the one it has', async () => {
  const { context } = setup({ '/v1/profile/account/carol.reown.id': record({ [String(coinTypeOf(1))]: carol }) })
  expect((await resolveName(context, 'carol.reown.id', 42161)).address).toBe(carol)
})

test('a name nobody registered, or one without an address, is its own message', async () => {
  const { context } = setup({
    '/v1/profile/account/nobody.reown.id': [],
    '/v1/profile/account/carol.reown.id': record({}),
  })
  await expect(resolveName(context, 'nobody.reown.id', 1)).rejects.toThrow('No address found for nobody.reown.id')
  await expect(resolveName(context, 'carol.reown.id', 1)).rejects.toThrow('No address found for carol.reown.id')
})

test("a failed lookup is 'Error resolving name'", async () => {
  const { context } = setup({ '/v1/profile/account/carol.reown.id': new Error('HTTP status code: 500') })
  await expect(resolveName(context, 'carol.reown.id', 1)).rejects.toMatchObject({
    shortMessage: 'Error resolving name',
    code: 'NAME_RESOLVE_FAILED',
  })
})
