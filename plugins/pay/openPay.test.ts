import { afterEach, beforeEach, expect, test } from 'vitest'
import { catalogue as foyerCatalogue } from '../manifests.js'
import { createFoyer } from '../../kernel/createFoyer.js'
import { openPay } from './openPay.js'
import { startTestServer, type TestServer } from '../../kernel/http/testing/createTestServer.js'
import type { FoyerOptions } from '../../kernel/options/FoyerOptions.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'

// `openPay(foyer, ...)` as createFoyer wires it: the feature's plugin loads on the call, through the catalogue.
let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

const options = (pay: boolean): FoyerOptions => ({
  networks: [testNetwork(1, 'Ethereum')],
  storage: createMemoryBackend(),
  basic: true,
  features: { email: false, socials: false, send: false, receive: false, pay },
  urls: { api: server.url, directory: server.url, config: server.url, analytics: server.url },
})

/** Foyer's catalogue with a pay plugin whose action echoes what it was given, and a record of its import. */
function payCatalogue() {
  const imported: string[] = []
  const pay = {
    load: async () => {
      imported.push('pay')
      return definePlugin({
        id: 'pay',
        actions: { pay: async (context, parameters) => ({ parameters, networks: context.networks.all().length }) },
      })
    },
  }
  return {
    imported,
    catalogue: foyerCatalogue.map((manifest) => (manifest.id === 'pay' ? { ...manifest, ...pay } : manifest)),
  }
}
const dependencies = (catalogue: ReturnType<typeof payCatalogue>['catalogue']) => ({
  catalogue,
  clock: createTestClock({ instant: true }),
})

test("pay() loads the pay plugin on the call, and resolves with what its action does, in the plugin's context", async () => {
  const { imported, catalogue } = payCatalogue()
  const foyer = createFoyer(options(true), dependencies(catalogue))
  await foyer.ready()
  expect(imported).toEqual([])
  const parameters = { recipient: '0x0', amount: '1', asset: 'native', network: 'eip155:1' } as const
  await expect(openPay(foyer, parameters)).resolves.toEqual({ parameters, networks: 1 })
  expect(imported).toEqual(['pay'])
  expect(foyer.getState().plugins).toContain('pay')
  foyer.destroy()
})

test('with the feature off, pay() rejects with FEATURE_DISABLED, loads nothing and opens nothing', async () => {
  const { imported, catalogue } = payCatalogue()
  const foyer = createFoyer(options(false), dependencies(catalogue))
  const paying = openPay(foyer, { recipient: '0x0', amount: '1', asset: 'native', network: 1 })
  await expect(paying).rejects.toMatchObject({
    code: 'FEATURE_DISABLED',
    message: expect.stringContaining('The pay feature is off: enable it with features.pay'),
  })
  expect(imported).toEqual([])
  expect(foyer.getState().modal.open).toBe(false)
  foyer.destroy()
})
