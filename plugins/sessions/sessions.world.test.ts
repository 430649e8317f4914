import type { Foyer, Kernel } from 'foyer'
import { hashMessage, recoverAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { evmNetworks, startWorld, type World } from '../../playground/world/startWorld.js'
import { testAccounts } from '../../playground/world/testing.js'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { fetchSmartSessions } from './fetchSmartSessions.js'
import { revokeSmartSession } from './revokeSmartSession.js'

// The sessions calls of SPEC §7 against the world's data API: the list of the connected account's smart
// sessions, and a revoke signed by the connected wallet.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

const alice = testAccounts[0]!
let foyer: Foyer
let kernel: Kernel

beforeEach(async () => {
  await world.reset()
  ;({ foyer } = createWorldFoyer(world.config, { networks: evmNetworks(world.config) }))
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
})

const caipAddress = () => foyer.getState().chains.eip155?.accountState.caipAddress ?? ''

test('the connected account lists its smart sessions; a revoke is signed by the wallet and marks it revoked', async () => {
  const session = world.api.control.addSession(caipAddress(), { project: { id: 'p', name: 'Session app' } })
  expect(await fetchSmartSessions(kernel)).toEqual([expect.objectContaining({ pci: session.pci, revokedAt: null })])

  const posted: unknown[] = []
  const api = {
    ...kernel.api.api,
    post: (call: { body?: unknown }) => {
      posted.push(call.body)
      return kernel.api.api.post(call as never)
    },
  }
  await revokeSmartSession({ ...kernel, api: { ...kernel.api, api: api as never } }, session.pci)
  const body = posted[0] as { pci: string; signature: `0x${string}` }
  expect(body.pci).toBe(session.pci)
  expect(await recoverAddress({ hash: hashMessage(session.pci), signature: body.signature })).toBe(alice.address)
  const [listed] = await fetchSmartSessions(kernel)
  expect(listed?.revokedAt).toEqual(expect.any(Number))
})

test('without a connected account the list is empty', async () => {
  await kernel.connections.disconnect('eip155')
  expect(await fetchSmartSessions(kernel)).toEqual([])
})
