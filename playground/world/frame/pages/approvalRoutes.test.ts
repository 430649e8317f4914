// The approval page's routes over HTTP, as the frame page calls them: each device sees only its own user's waiting
// requests, and its decision settles the one it names.
import { expect, test } from 'vitest'
import type { FrameDevice } from '../testing/frameDevice.js'
import { loggedIn } from '../testing/loggedIn.js'
import { useFrameTestSite } from '../testing/useFrameTestSite.js'

const world = useFrameTestSite()
const origin = () => world().site.origin

const waiting = async (device: { deviceId: string }) => {
  const response = await fetch(`${origin()}/api/approvals?deviceId=${device.deviceId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { pending: { id: number; method: string; params: unknown }[] }).pending
}

const decide = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin()}/api/approvals/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin(), ...headers },
    body: JSON.stringify(body),
  })

/** A personal_sign of "hello" by the device's user, left waiting for a decision. */
async function askToSign(device: FrameDevice) {
  const { address } = await device.request('GET_USER', { chainId: 'eip155:1', preferredAccountType: 'eoa' })
  const signing = device.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] })
  signing.catch(() => undefined)
  return { address, signing }
}

test("a device sees only its user's waiting requests; its decision settles the one it names, and no other", async () => {
  const [ada, alan] = [await loggedIn(world(), 'ada@example.org'), await loggedIn(world(), 'alan@example.org')]
  world().site.control.setApprovalMode('pending')
  const adaSigns = await askToSign(ada)
  await world().site.control.waitForApproval()
  const alanSigns = await askToSign(alan)
  await expect.poll(() => world().site.control.pendingApprovals().length).toBe(2)
  const [adaRequest] = await waiting(ada)
  const [alanRequest] = await waiting(alan)
  expect(await waiting(ada)).toEqual([
    { id: adaRequest!.id, method: 'personal_sign', params: ['0x68656c6c6f', adaSigns.address] },
  ])
  expect(alanRequest!.params).toEqual(['0x68656c6c6f', alanSigns.address])
  expect(await waiting(world().device())).toEqual([])

  const foreign = await decide({ deviceId: alan.deviceId, id: adaRequest!.id, approve: true })
  expect(foreign.status).toBe(400)
  expect(await foreign.json()).toEqual({ error: `No request ${adaRequest!.id} is waiting for this device's approval` })
  expect((await decide({ deviceId: ada.deviceId, id: adaRequest!.id, approve: false })).status).toBe(200)
  await expect(adaSigns.signing).rejects.toThrow('User rejected the request.')
  expect(await waiting(ada)).toEqual([])
  expect((await decide({ deviceId: ada.deviceId, id: adaRequest!.id, approve: true })).status).toBe(400)

  expect(await waiting(alan)).toEqual([alanRequest])
  expect((await decide({ deviceId: alan.deviceId, id: alanRequest!.id, approve: true })).status).toBe(200)
  expect(await alanSigns.signing).toMatch(/^0x[0-9a-f]{130}$/)
})

test('a decision from another origin, not as JSON or without a whole id is refused, and the request still waits', async () => {
  const ada = await loggedIn(world(), 'grace@example.org')
  world().site.control.setApprovalMode('pending')
  const { signing } = await askToSign(ada)
  const { id } = await world().site.control.waitForApproval()
  const body = { deviceId: ada.deviceId, id, approve: true }
  const foreign = await decide(body, { origin: 'http://evil.test' })
  expect(foreign.status).toBe(403)
  expect((await decide(body, { 'content-type': 'text/plain' })).status).toBe(415)
  const fractional = await decide({ ...body, id: id + 0.5 })
  expect(fractional.status).toBe(400)
  expect(await waiting(ada)).toHaveLength(1)
  expect((await decide(body)).status).toBe(200)
  expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
})
