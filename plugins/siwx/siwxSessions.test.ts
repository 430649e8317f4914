import { expect, test, vi } from 'vitest'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import type { SiwxMessageData } from './rules/siwxMessage.js'
import { siwxSessions } from './siwxSessions.js'

const start = Date.parse('2026-06-06T09:00:00.000Z')
function setup() {
  const backend = createMemoryBackend()
  const clock = createTestClock({ start })
  const storage = createStorage({ backend, prefix: 'foyer', logger: { warn: vi.fn(), error: vi.fn() }, clock })
  return { backend, clock, storage, sessions: siwxSessions(storage, clock.now) }
}
const session = (data: Partial<SiwxMessageData> = {}) => ({
  data: {
    domain: 'app.example.com',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    uri: 'https://app.example.com/',
    version: '1' as const,
    chainId: 'eip155:1',
    nonce: '12345678',
    ...data,
  },
  message: 'signed text',
  signature: '0xabc',
})

test('a session is found per account and network (address case aside), and replaces the earlier one there', () => {
  const { sessions } = setup()
  sessions.add(session())
  sessions.add(session({ chainId: 'eip155:137' }))
  sessions.add(session({ nonce: '87654321' }))
  expect(
    sessions.find({ chainId: 'eip155:1', address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })?.data.nonce,
  ).toBe('87654321')
  expect(sessions.find({ chainId: 'eip155:10', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toBeUndefined()
  expect(sessions.all()).toHaveLength(2)
})

test('a session whose expiration time passed is dropped from storage when read', () => {
  const { sessions, clock, backend } = setup()
  sessions.add(session({ expirationTime: new Date(start + 60_000).toISOString() }))
  sessions.add(session({ chainId: 'eip155:137' }))
  clock.advance(60_000)
  expect(sessions.all().map((item) => item.data.chainId)).toEqual(['eip155:137'])
  expect(JSON.parse(backend.getItem('foyer:siwxSessions') ?? '[]')).toHaveLength(1)
})

test('stored sessions are checked on read: one whose fields are not a sign-in message is dropped', () => {
  const { sessions, backend } = setup()
  backend.setItem('foyer:siwxSessions', JSON.stringify([session(), { ...session(), data: { chainId: 'nope' } }]))
  expect(sessions.all()).toHaveLength(1)
  backend.setItem('foyer:siwxSessions', '{"not":"a list"}')
  expect(sessions.all()).toEqual([])
})

test('revoke removes the matching sessions, and all of them when nothing is named', () => {
  const { sessions, backend } = setup()
  sessions.add(session())
  sessions.add(session({ chainId: 'eip155:137' }))
  sessions.revoke({ chainId: 'eip155:137' })
  expect(sessions.all().map((item) => item.data.chainId)).toEqual(['eip155:1'])
  sessions.revoke()
  expect(backend.getItem('foyer:siwxSessions')).toBeNull()
})
