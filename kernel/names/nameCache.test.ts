import type { ApiClients, HttpRequest } from 'foyer'
import { expect, test } from 'vitest'
import { createQueryCache } from '../cache/createQueryCache.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { nameCache } from './nameCache.js'
import { namesForAddress } from './namesForAddress.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const record = (name: string) => ({
  name,
  registered_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  attributes: {},
  addresses: { '2147483649': { address: alice, created_at: null } },
})

/** A data API whose reverse lookup answers `answer` (an Error fails it), counting the calls. */
function setup(answer: unknown) {
  const clock = createTestClock()
  const logger = { warn: () => undefined, error: () => undefined }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'test', logger, clock })
  const asked: string[] = []
  const get = async <T>(request: HttpRequest<T>): Promise<T> => {
    asked.push(`${request.path}?${new URLSearchParams(request.query as Record<string, string>)}`)
    if (answer instanceof Error) throw answer
    const parsed = request.schema.safeParse(answer)
    if (!parsed.success) throw new TypeError('bad answer')
    return parsed.data
  }
  const api = { api: { get } } as unknown as ApiClients
  return { clock, asked, storage, context: { api, storage, cache: createQueryCache(clock) } }
}

test('a reverse lookup is cached 5 minutes: the cache is read before any fetch, whatever the letter case', async () => {
  const { clock, asked, context } = setup([record('alice.reown.id')])
  expect((await namesForAddress(context, alice)).map((entry) => entry.name)).toEqual(['alice.reown.id'])
  expect(asked).toEqual([`/v1/profile/reverse/${alice}?sender=${alice}&apiVersion=2`])
  clock.advance(5 * 60_000 - 1)
  expect((await namesForAddress(context, alice.toLowerCase()))[0]?.name).toBe('alice.reown.id')
  expect(asked).toHaveLength(1)
  clock.advance(1)
  await namesForAddress(context, alice)
  expect(asked).toHaveLength(2)
})

test('a name remembered for an address (a registration) is what the next lookup answers, with no fetch', async () => {
  const { asked, storage, context } = setup([])
  nameCache(storage).remember(alice, [record('newname.reown.id')])
  expect((await namesForAddress(context, alice))[0]?.name).toBe('newname.reown.id')
  expect(asked).toEqual([])
})

test("a failed or malformed answer is 'Error fetching names for address', and nothing is cached", async () => {
  for (const answer of [new Error('HTTP status code: 500'), [{ name: 42 }]]) {
    const { asked, storage, context } = setup(answer)
    await expect(namesForAddress(context, alice)).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
      code: 'NAMES_FOR_ADDRESS_FAILED',
    })
    expect(nameCache(storage).namesOf(alice)).toBeUndefined()
    expect(asked).toHaveLength(1)
  }
})
