import { expect, test } from 'vitest'
import { createLogger } from '../../../kernel/createLogger.js'
import { parseOptions } from '../../../kernel/options/parseOptions.js'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { createStore } from '../../../kernel/state/createStore.js'
import { createStorage } from '../../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../../kernel/testing/createTestClock.js'
import { testNetwork } from '../../../kernel/testing/testNetworks.js'
import type { FrameUser } from '../frame/frameReplies.js'
import { finishSocialRedirect } from './finishSocialRedirect.js'
import { leaveForSocialLogin } from './leaveForSocialLogin.js'
import { loginRecord } from './loginRecord.js'

// The social login's same-tab redirect, over the kernel's real storage and store: leaving records the marker and
// the AUTH connector as connecting; the page it comes back to reads its result once, or connects nothing.

const frameUrl = 'http://127.0.0.1:4200/sdk'
const providerUri = 'http://127.0.0.1:4200/social/google/authorize?state=abc123'
const user: FrameUser = { address: '0x1111', chainId: 'eip155:1', email: null, userName: 'ada' } as FrameUser

/** One browser's storage across the two pages; each page has its own store, address bar and frame answers. */
function browser() {
  const clock = createTestClock()
  const logger = createLogger({ level: 'silent' })
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  const options = parseOptions({ projectId: 'test', networks: [testNetwork(1)], urls: { frame: frameUrl } })
  const login = loginRecord(storage)
  const page = (href: string) => {
    const store = createStore(initialState())
    const visited: string[] = []
    const asked: string[] = []
    const address = { href }
    const location = {
      get href() {
        return address.href
      },
      assign: (to: string) => void visited.push(to),
    }
    const history = {
      state: null,
      replaceState(_: unknown, __: string, to: string) {
        address.href = to
      },
    }
    const frame = {
      record: login.read,
      write: login.write,
      readUser: async (_chain: unknown, socialUri: string) => {
        asked.push(socialUri)
        return user
      },
    }
    const context = { options, store, storage, logger }
    return {
      store,
      visited,
      asked,
      address,
      leave: (uri: string) => leaveForSocialLogin(frame, context, 'google', uri, { location }),
      finish: () => finishSocialRedirect(frame, context, 'eip155:1', { location, history }),
    }
  }
  return { storage, login, page }
}

test('leaving stores the marker and the AUTH connector as connecting, and the tab goes with the page’s address', () => {
  const { storage, login, page } = browser()
  const app = page('http://127.0.0.1:5173/shop?item=7')
  app.leave(providerUri)
  expect(app.visited).toHaveLength(1)
  const state = new URL(app.visited[0] ?? '').searchParams.get('state')
  expect(state).toBe(`abc123--${encodeURIComponent('http://127.0.0.1:5173/shop?item=7')}`)
  expect(login.read()).toMatchObject({ socialProvider: 'google', socialRedirect: true })
  expect(storage.get('connections')?.eip155).toMatchObject({ status: 'connecting', connectorId: 'ID_AUTH' })
})

test('a frame answer that is no web URL with a state fails the start and stores nothing', () => {
  const { storage, page } = browser()
  const app = page('http://127.0.0.1:5173/')
  for (const uri of ['javascript:alert(1)//?state=abc', 'http://127.0.0.1:4200/social/google/authorize'])
    expect(() => app.leave(uri)).toThrow('Failed to initiate social connection')
  expect([app.visited, storage.get('socialLogin'), storage.get('connections')]).toEqual([[], undefined, undefined])
})

test('the result comes back once: GET_USER reads it, the address bar loses it, the provider and user name stay', async () => {
  const { login, page } = browser()
  page('http://127.0.0.1:5173/').leave(providerUri)
  const callback = 'http://127.0.0.1:4200/social/callback?code=c0de&state=abc123'
  const back = page(`http://127.0.0.1:5173/?result_uri=${encodeURIComponent(callback)}`)
  expect(await back.finish()).toBe(user)
  expect([back.asked, back.address.href]).toEqual([[callback], 'http://127.0.0.1:5173/'])
  expect(login.read()).toMatchObject({ socialProvider: 'google', userName: 'ada' })
  expect(login.read().socialRedirect).toBeUndefined()
})

test('a result from another origin connects nothing and says Failed to connect; the marker is gone', async () => {
  const { storage, page } = browser()
  page('http://127.0.0.1:5173/').leave(providerUri)
  const forged = 'http://evil.example/social/callback?code=c0de'
  const back = page(`http://127.0.0.1:5173/?result_uri=${encodeURIComponent(forged)}`)
  expect(await back.finish()).toBeUndefined()
  expect([back.asked, back.address.href]).toEqual([[], 'http://127.0.0.1:5173/'])
  expect(back.store.getState().alert).toMatchObject({ message: 'Failed to connect' })
  expect(storage.get('socialLogin')).toBeUndefined()
})

test('a page come back without a result connects nothing and forgets the marker, with no alert', async () => {
  const { storage, page } = browser()
  page('http://127.0.0.1:5173/').leave(providerUri)
  const back = page('http://127.0.0.1:5173/?tab=2')
  expect(await back.finish()).toBeUndefined()
  expect([back.asked, back.address.href, back.store.getState().alert]).toEqual([
    [],
    'http://127.0.0.1:5173/?tab=2',
    undefined,
  ])
  expect(storage.get('socialLogin')).toBeUndefined()
})
