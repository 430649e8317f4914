import type { Foyer, Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { evmNetworks, startWorld, type World } from '../../playground/world/startWorld.js'
import { loadListedWallets } from './loadListedWallets.js'

// The Connect view's directory wallets against the world's directory: asked as the modal opens at Connect,
// once per instance, and asked again after a failure.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let foyer: Foyer
let kernel: Kernel
beforeEach(async () => {
  await world.reset()
  ;({ foyer } = createWorldFoyer(world.config))
  kernel = await foyer.ready()
})

const directoryRequests = () => world.api.control.requests({ path: '/getWallets' }).length
const listed = () => foyer.getState().listedWallets

test('opening the modal at Connect asks the directory, once for the instance', async () => {
  expect(directoryRequests()).toBe(0)
  await foyer.open()
  await expect.poll(directoryRequests).toBe(1)
  await expect.poll(() => listed()?.status).toBe('ready')
  expect(listed()?.recommended.map((wallet) => wallet.name)).toHaveLength(4)
  await loadListedWallets(kernel)
  foyer.close()
  await foyer.open()
  await new Promise((resolve) => setTimeout(resolve, 100)) // time enough for a request to arrive
  expect(directoryRequests()).toBe(1)
})

test('a failing directory leaves the wallets out, and the next Connect view asks again', async () => {
  world.api.control.fault({ route: '/getWallets', status: 400, times: Number.POSITIVE_INFINITY })
  await loadListedWallets(kernel)
  expect(listed()).toEqual({ status: 'failed', featured: [], recommended: [] })
  world.api.control.clearFaults()
  await loadListedWallets(kernel)
  expect(listed()?.recommended).toHaveLength(4)
})

test("a returning visitor's list comes from storage at once, and the fresh answer is asked after the first view", async () => {
  const storage = createMemoryBackend()
  const first = createWorldFoyer(world.config, { storage }).foyer
  await loadListedWallets(await first.ready())
  const stored = first.getState().listedWallets?.recommended.map((wallet) => wallet.name)
  expect(stored).toHaveLength(4)

  // The next visit: the directory is failing, and the list is there before any answer.
  world.api.control.fault({ route: '/getWallets', status: 400, times: Number.POSITIVE_INFINITY })
  const next = createWorldFoyer(world.config, { storage }).foyer
  const loading = loadListedWallets(await next.ready())
  expect(next.getState().listedWallets?.status).toBe('ready')
  expect(next.getState().listedWallets?.recommended.map((wallet) => wallet.name)).toEqual(stored)
  await loading
  expect(directoryRequests()).toBe(2)
  expect(next.getState().listedWallets?.recommended.map((wallet) => wallet.name)).toEqual(stored)
})

test("a returning visitor's open asks the directory only once its first view is drawn", async () => {
  const storage = createMemoryBackend()
  await loadListedWallets(await createWorldFoyer(world.config, { storage }).foyer.ready())
  const next = createWorldFoyer(world.config, { storage }).foyer
  const opening = next.open()
  const kernel = await next.ready()
  await expect.poll(() => next.getState().listedWallets?.status).toBe('ready') // from storage
  await new Promise((resolve) => setTimeout(resolve, 300)) // time enough for a request to arrive
  expect(directoryRequests()).toBe(1) // the first visit's
  kernel.bus.emit('modal:drawn', undefined) // as the shell does once its dialog is painted
  await expect.poll(directoryRequests).toBe(2)
  await opening
})

test('wallets stored for other networks are not drawn', async () => {
  const storage = createMemoryBackend()
  await loadListedWallets(await createWorldFoyer(world.config, { storage }).foyer.ready())
  world.api.control.fault({ route: '/getWallets', status: 400, times: Number.POSITIVE_INFINITY })
  const other = createWorldFoyer(world.config, { storage, networks: [evmNetworks(world.config)[0]!] }).foyer
  await loadListedWallets(await other.ready())
  expect(other.getState().listedWallets).toEqual({ status: 'failed', featured: [], recommended: [] })
})
