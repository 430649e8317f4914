import { afterEach, beforeEach, expect, test } from 'vitest'
import { createHttpClient } from '../http/createHttpClient.js'
import { createTestClock } from '../testing/createTestClock.js'
import { startTestServer, type TestServer } from '../http/testing/createTestServer.js'
import { fetchRemoteConfig } from './fetchRemoteConfig.js'

let server: TestServer
const client = () =>
  createHttpClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkType: 'foyer',
    sdkVersion: 'v1',
    clock: createTestClock({ instant: true }),
  })
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

test('the answer is the config the service gives for the project', async () => {
  const answer = { features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }] }
  server.route('GET', '/appkit/v1/config', { body: answer })
  expect(await fetchRemoteConfig(client())).toEqual(answer)
  expect(server.requests[0]!.query.get('projectId')).toBe('p1')
})

test('a failing service gives undefined (the local options stand), not an error', async () => {
  server.route('GET', '/appkit/v1/config', { status: 500 })
  await expect(fetchRemoteConfig(client())).resolves.toBeUndefined()
})

test('a malformed config gives undefined', async () => {
  server.route('GET', '/appkit/v1/config', { body: { features: [{ id: 'swap', isEnabled: 'yes' }] } })
  await expect(fetchRemoteConfig(client())).resolves.toBeUndefined()
})
