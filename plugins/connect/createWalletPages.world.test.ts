import type { Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { startWorld, type World } from '../../playground/world/startWorld.js'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { createWalletPages } from './createWalletPages.js'

// The directory's pages (All Wallets, foyer/headless) against the world's directory.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let kernel: Kernel
beforeEach(async () => {
  await world.reset()
  kernel = await createWorldFoyer(world.config).foyer.ready()
})

const asked = () =>
  world.api.control.requests({ path: '/getWallets' }).map((request) => {
    const { page, entries, search } = request.query as Record<string, string>
    return search ? [page, entries, search] : [page, entries]
  })

test('pages come 40 at a time, each appended; a search asks 100 entries once and replaces them', async () => {
  const pages = createWalletPages(kernel)
  expect(pages.getState().status).toBe('idle')
  pages.search('')
  expect(pages.getState().status).toBe('loading')
  await expect.poll(() => pages.getState().status).toBe('ready')
  expect(pages.getState().wallets).toHaveLength(40)
  expect(pages.getState().more).toBe(true)

  pages.loadMore()
  pages.loadMore() // one page at a time: this one waits for nothing and asks nothing
  await expect.poll(() => pages.getState().wallets.length).toBe(80)

  pages.search('  Test Wallet ')
  await expect.poll(() => pages.getState().status).toBe('ready')
  expect(pages.getState()).toMatchObject({ query: 'Test Wallet', more: false })
  expect(pages.getState().wallets.every((wallet) => /test wallet/i.test(wallet.name))).toBe(true)
  expect(asked()).toEqual([
    ['1', '40'],
    ['2', '40'],
    ['1', '100', 'Test Wallet'],
  ])
})

test('pages and searches are asked with badge_type none: every wallet, certified or not', async () => {
  const pages = createWalletPages(kernel)
  pages.search('')
  await expect.poll(() => pages.getState().status).toBe('ready')
  pages.search('wallet')
  await expect.poll(() => pages.getState().status).toBe('ready')
  const badges = world.api.control.requests({ path: '/getWallets' }).map((request) => request.query.badge_type)
  expect(badges).toEqual(['none', 'none'])
  expect(pages.getState().wallets.some((wallet) => wallet.badge_type !== 'certified')).toBe(true)
})

test('the app’s excluded wallets are left out', async () => {
  const options = { ...kernel.options, excludeWalletIds: ['WalletConnect Test Wallet'] }
  const pages = createWalletPages({ ...kernel, options })
  pages.search('test wallet')
  await expect.poll(() => pages.getState().status).toBe('ready')
  const names = pages.getState().wallets.map((wallet) => wallet.name)
  expect(names).toContain('Test Wallet')
  expect(names).not.toContain('WalletConnect Test Wallet')
})

test('a page that fails keeps what was loaded and says why; a new search asks again', async () => {
  const pages = createWalletPages(kernel)
  pages.search('')
  await expect.poll(() => pages.getState().status).toBe('ready')
  world.api.control.fault({ route: '/getWallets', status: 400, times: Number.POSITIVE_INFINITY })
  pages.loadMore()
  await expect.poll(() => pages.getState().status).toBe('failed')
  expect(pages.getState().wallets).toHaveLength(40)
  expect(pages.getState().error?.code).toBe('HTTP_REQUEST_FAILED')
  world.api.control.clearFaults()
  pages.search('vault')
  await expect.poll(() => pages.getState().status).toBe('ready')
  expect(pages.getState().error).toBeUndefined()
})

test('an answer to a replaced search is ignored', async () => {
  const pages = createWalletPages(kernel)
  pages.search('vault')
  pages.search('test wallet')
  await expect.poll(() => pages.getState().status).toBe('ready')
  expect(pages.getState().query).toBe('test wallet')
  await new Promise((resolve) => setTimeout(resolve, 100)) // time enough for the first answer to come
  expect(pages.getState().wallets.every((wallet) => /test wallet/i.test(wallet.name))).toBe(true)
})

test("with the app's included wallets, the directory is asked for those alone and only they are listed", async () => {
  const all = createWalletPages(kernel)
  all.search('test wallet')
  await expect.poll(() => all.getState().status).toBe('ready')
  const picked = all.getState().wallets.find((wallet) => wallet.name === 'Test Wallet')?.id ?? 'none'
  const options = { ...kernel.options, includeWalletIds: [picked] }
  const pages = createWalletPages({ ...kernel, options })
  pages.search('')
  await expect.poll(() => pages.getState().status).toBe('ready')
  expect(pages.getState().wallets.map((wallet) => wallet.name)).toEqual(['Test Wallet'])
  const last = world.api.control.requests({ path: '/getWallets' }).at(-1)
  expect((last?.query as Record<string, string> | undefined)?.include).toBe(picked)
})
