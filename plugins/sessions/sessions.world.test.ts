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

/** A Foyer on the world, its test wallet connected; `fetch`: its HTTP clients' own. */
const connectedFoyer = async (fetch?: typeof globalThis.fetch) => {
  const made = createWorldFoyer(world.config, { networks: evmNetworks(world.config), ...(fetch ? { fetch } : {}) })
  const loaded = await made.foyer.ready()
  await loaded.connections.connect({ namespace: 'eip155', connectorId: 'test' })
  return { foyer: made.foyer, kernel: loaded }
}

beforeEach(async () => {
  await world.reset()
  ;({ foyer, kernel } = await connectedFoyer())
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

test('a read after a revoke is its own: a read of the list already in flight, answered before the revoke, does not answer it', async () => {
  // The first read of the list is held on its way back to the page (as a busy page holds it), after the world answered.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let reads = 0
  const holding: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (String(input).includes('/v1/sessions/') && (init?.method ?? 'GET') === 'GET' && ++reads === 1) await held
    return response
  }
  const made = await connectedFoyer(holding)
  const kernelOf = made.kernel
  const address = made.foyer.getState().chains.eip155?.accountState.caipAddress ?? ''
  const session = world.api.control.addSession(address, { project: { id: 'p', name: 'Session app' } })

  const before = fetchSmartSessions(kernelOf)
  await expect.poll(() => reads).toBe(1)
  await revokeSmartSession(kernelOf, session.pci)
  // Not fresh, a read joins the one in flight and gets its answer from before the revoke (the view's reads after a
  // revoke are fresh: useSmartSessions).
  const joined = fetchSmartSessions(kernelOf)
  const after = fetchSmartSessions(kernelOf, { fresh: true })
  release()
  expect((await before)[0]?.revokedAt).toBeNull()
  expect((await joined)[0]?.revokedAt).toBeNull()
  expect((await after)[0]?.revokedAt).toEqual(expect.any(Number))
})

test('without a connected account the list is empty', async () => {
  await kernel.connections.disconnect('eip155')
  expect(await fetchSmartSessions(kernel)).toEqual([])
})
