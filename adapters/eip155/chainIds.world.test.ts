import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { evmChains, evmNetworks, startWorld, type World } from '../../playground/world/startWorld.js'
import { createTestWallet, type TestWallet } from '../../playground/world/testing.js'
import { eip155Adapter } from './index.js'

// Chain ids from a real test wallet on the world's anvil; a hostile chainChanged is sent through the
// wallet's own provider, as an extension would.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let wallet: TestWallet
let foyer: Foyer
let kernel: Kernel
let sendChainChanged: (chainId: unknown) => void

beforeEach(async () => {
  await world.reset()
  wallet = createTestWallet({
    chains: evmChains(world.config).map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
  const chainListeners = new Set<(chainId: unknown) => void>()
  sendChainChanged = (chainId) => {
    for (const listener of chainListeners) listener(chainId)
  }
  const provider = {
    request: wallet.provider.request,
    on(event: string, listener: (...args: any[]) => void) {
      if (event === 'chainChanged') chainListeners.add(listener)
      wallet.provider.on(event, listener)
    },
    removeListener(event: string, listener: (...args: any[]) => void) {
      chainListeners.delete(listener)
      wallet.provider.removeListener(event, listener)
    },
  }
  foyer = createFoyer({
    projectId: world.config.projectId,
    networks: evmNetworks(world.config),
    urls: world.config.urls,
    storage: createMemoryBackend(),
    logLevel: 'warn',
    adapters: [
      eip155Adapter({
        injected: false,
        eip6963: false,
        walletConnect: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getProvider: () => provider }],
      }),
    ],
  })
  kernel = await foyer.ready()
})

const connect = () => kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
const eip155 = () => foyer.getState().chains.eip155

describe('chain ids a wallet gives', () => {
  test.each(['0x0', '0xffffffffffffffff'])(
    'a wallet on chain %s is refused at connect, nothing stored',
    async (bad) => {
      wallet.setAnswer('eth_chainId', bad)
      await expect(connect()).rejects.toThrow('Failed to connect')
      expect(eip155()?.accountState.status).toBe('disconnected')
      expect(eip155()?.accountState.caipAddress).toBeUndefined()
      expect(foyer.getState().connections.eip155 ?? []).toEqual([])
    },
  )

  test.each(['0x0', '0xffffffffffffffff', '0x20000000000000', 0])(
    'a chainChanged to %s changes nothing and is logged and reported as bad wallet input',
    async (bad) => {
      await connect()
      const before = eip155()?.accountState.caipAddress
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const reported: { error: unknown; category: string }[] = []
      foyer.on('error', (event) => reported.push(event))
      sendChainChanged(bad)
      expect(eip155()?.activeNetworkId).toBe('eip155:1')
      expect(eip155()?.accountState.caipAddress).toBe(before)
      expect(warn.mock.calls.flat().join(' ')).toContain('malformed chainChanged')
      expect(reported).toMatchObject([{ category: 'DATA_PARSING_ERROR', error: { code: 'INVALID_WALLET_ANSWER' } }])
      warn.mockRestore()
      wallet.switchChain(42161)
      await expect.poll(() => eip155()?.activeNetworkId).toBe('eip155:42161')
    },
  )
})
