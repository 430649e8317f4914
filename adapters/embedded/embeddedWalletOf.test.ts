import type { AdapterContext, AnyAdapter, Namespace, SharedServiceRegistry } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import { expect, test } from 'vitest'
import { createAdapterRegistry } from '../../kernel/adapters/createAdapterRegistry.js'
import { createBus } from '../../kernel/bus/createBus.js'
import { createAdapterContext } from '../../kernel/core/createAdapterContext.js'
import { createConnections } from '../../kernel/connections/createConnections.js'
import { createLogger } from '../../kernel/createLogger.js'
import { parseOptions } from '../../kernel/options/parseOptions.js'
import { initialState } from '../../kernel/state/FoyerState.js'
import { createStore } from '../../kernel/state/createStore.js'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { embeddedWalletOf } from './embeddedWalletOf.js'
import { type EmbeddedWallet, sharedEmbeddedWallet } from './sharedEmbeddedWallet.js'

/**
 * An instance's adapters as the kernel sets them up (real registry, contexts and lazy adapters), whose code loads
 * when `load` is called; an adapter with an AUTH connector holds the embedded wallet as its runtime is made.
 */
function setup(auth: Record<string, boolean>) {
  const clock = createTestClock()
  const logger = createLogger({ level: 'silent' })
  const store = createStore(initialState())
  const bus = createBus()
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  const options = parseOptions({ projectId: 'test', networks: [testNetwork(1)] })
  const shared = new Map() as SharedServiceRegistry
  const held = new Map<string, EmbeddedWallet>()
  let load = () => {}
  const loaded = new Promise<void>((resolve) => {
    load = resolve
  })
  const adapter = (namespace: Namespace): AnyAdapter =>
    lazyAdapter({
      namespace,
      load: async (context: AdapterContext) => {
        await loaded
        if (auth[namespace]) held.set(namespace, sharedEmbeddedWallet(namespace as 'eip155' | 'solana', context))
        return {
          connect: async () => ({ accounts: [], networkId: 'eip155:1' }),
          disconnect: async () => {},
          getAccounts: async () => ({ accounts: [], networkId: 'eip155:1' }),
          signMessage: async () => '0x',
        }
      },
      capabilities: [],
    })
  const adapters = createAdapterRegistry(Object.keys(auth).map((namespace) => adapter(namespace as Namespace)))
  const connections = createConnections({ store, storage, adapters, bus, logger, clock })
  adapters.setup((each) =>
    createAdapterContext({ adapter: each, store, bus, storage, logger, options, connections, shared }),
  )
  return { plugin: { adapters, shared }, held, load }
}

test('a plugin gets the frame the AUTH connectors share, once the adapters’ code has loaded', async () => {
  const { plugin, held, load } = setup({ eip155: true, solana: true })
  let settled = false
  const frame = embeddedWalletOf(plugin).finally(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled).toBe(false)
  expect(plugin.shared.get('embeddedWallet')).toBeUndefined()
  load()
  const got = await frame
  expect(held.get('solana')).toBe(held.get('eip155'))
  expect(plugin.shared.get('embeddedWallet')).toBe(held.get('eip155'))
  expect(got).toBe(await held.get('eip155')?.frame())
})

test('without an adapter that holds the embedded wallet, a login fails with ‘No auth connector found’', async () => {
  const { plugin, load } = setup({ eip155: false })
  load()
  await expect(embeddedWalletOf(plugin)).rejects.toMatchObject({ code: 'NO_AUTH_CONNECTOR' })
})
