import type { Foyer, Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { startWorld, type World } from '../../playground/world/startWorld.js'
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
