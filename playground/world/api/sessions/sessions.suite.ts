import { beforeAll, beforeEach, expect, test } from 'vitest'
import { revokeSessionSchema, smartSessionsSchema } from '../../../../plugins/sessions/schemas.js'
import type { ApiServer } from '../createApiServer.js'
import type { ApiClient } from '../testing/apiClient.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let api: ApiServer
let client: ApiClient

/** Smart sessions: listing and revoking. Runs inside worldApi.test.ts. */
export function sessionsSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    api = getWorld().api
    client = getWorld().client
  })
  beforeEach(() => api.control.reset())

  const account = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const sessionsPath = `/v1/sessions/${encodeURIComponent(account)}`

  test('an account lists the smart sessions added to it, in the product’s shape', async () => {
    const added = api.control.addSession(account, { project: { id: 'p', name: 'Playground' } })
    await client.world('POST', 'sessions', { caipAddress: account })
    const listed = smartSessionsSchema.parse((await client.get(sessionsPath)).body)
    const other = smartSessionsSchema.parse(
      (await client.get('/v1/sessions/eip155:1:0x0000000000000000000000000000000000000001')).body,
    )
    expect(listed.pcis).toHaveLength(2)
    expect(listed.pcis[0]).toMatchObject({ pci: added.pci, project: { name: 'Playground' }, revokedAt: null })
    expect(other.pcis).toEqual([])
  })

  test('revoking answers 200 with an empty body, as the real server does, and marks the session revoked', async () => {
    const session = api.control.addSession(account)
    const answer = await client.post(`${sessionsPath}/revoke`, { pci: session.pci, signature: '0x01' })
    const again = await client.post(`${sessionsPath}/revoke`, { pci: session.pci, signature: '0x01' })
    const listed = smartSessionsSchema.parse((await client.get(sessionsPath)).body)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('')
    expect(revokeSessionSchema.safeParse(undefined).success).toBe(true)
    expect(listed.pcis[0]!.revokedAt).toEqual(expect.any(Number))
    expect(again.status).toBe(400)
  })

  test('an unknown pci is a 404 and a plain address is a 400', async () => {
    const unknown = await client.post(`${sessionsPath}/revoke`, { pci: 'nope', signature: '0x01' })
    const plain = await client.get('/v1/sessions/0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect([unknown.status, plain.status]).toEqual([404, 400])
    expect(unknown.body.reasons[0].field).toBe('pci')
  })

  test('a grant recorded by the embedded wallet lists; a revoke through the API tells the chain side', async () => {
    const told: string[] = []
    const stop = api.sessions.onRevokedThroughApi((caipAddress, session) =>
      told.push(`${caipAddress} ${session.context}`),
    )
    try {
      const recorded = api.sessions.add(account, { context: '0xc0ffee', project: { id: 'p', name: 'Granting app' } })
      const listed = smartSessionsSchema.parse((await client.get(sessionsPath)).body)
      expect(listed.pcis).toEqual([expect.objectContaining({ pci: recorded.pci, context: '0xc0ffee' })])
      await client.post(`${sessionsPath}/revoke`, { pci: recorded.pci, signature: '0x01' })
      expect(told).toEqual([`${account} 0xc0ffee`])
    } finally {
      stop()
    }
  })

  test('a revoke by the wallet (its permission context) marks the session revoked', async () => {
    api.sessions.add(account, { context: '0xbeef' })
    expect(api.sessions.revoke(account, { context: '0xbeef' })?.revokedAt).toEqual(expect.any(Number))
    expect(api.sessions.revoke(account, { context: '0xother' })).toBeUndefined()
  })
}
