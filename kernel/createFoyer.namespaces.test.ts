import { describe, expect, test, vi } from 'vitest'
import { type AdapterContext, type ConnectResult, defineAdapter } from './adapters/defineAdapter.js'
import { createFoyer } from './createFoyer.js'
import type { StorageBackend } from './storage/createStorage.js'
import { createMemoryBackend } from './storage/resolveStorageBackend.js'
import { testNetwork } from './testing/testNetworks.js'
import type { Namespace, Network } from './types.js'

// An app with an EVM and a Solana network, each namespace behind an in-memory adapter (a real definition whose
// wallet answers as the test sets it), through createFoyer and the kernel it loads.

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const mainnet = testNetwork(1, 'Ethereum')
const localnet: Network = {
  id: 'localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/** A wallet of one namespace: its connector 'wallet', its one account, a network, and what it was asked. */
function inMemoryAdapter(namespace: Namespace, address: string, networkId: ConnectResult['networkId']) {
  const wallet = {
    authorized: false,
    switchNetwork: vi.fn(async () => undefined),
    /** What the adapter was handed: the wallet's own changes go through it. */
    context: undefined as AdapterContext | undefined,
  }
  const answer = (): ConnectResult => ({
    accounts: wallet.authorized ? [{ address, type: 'eoa' }] : [],
    networkId,
  })
  const adapter = defineAdapter({
    namespace,
    setup(context) {
      wallet.context = context
      context.setConnectors([{ id: 'wallet', type: 'ANNOUNCED', name: `${namespace} wallet`, chain: namespace }])
    },
    connect: async () => {
      wallet.authorized = true
      return answer()
    },
    disconnect: async () => {
      wallet.authorized = false
    },
    getAccounts: async () => answer(),
    signMessage: async () => '0x',
    capabilities: { switchNetwork: wallet.switchNetwork },
  })
  return { wallet, adapter }
}

function app(storage: StorageBackend = createMemoryBackend(), wallets = twoWallets()) {
  const foyer = createFoyer({
    networks: [mainnet, localnet],
    storage,
    adapters: [wallets.evm.adapter, wallets.solana.adapter],
  })
  const address = (namespace: Namespace) => foyer.getState().chains[namespace]?.accountState.address
  return { foyer, storage, wallets, address, active: () => foyer.getState().activeNamespace }
}
const twoWallets = () => ({
  evm: inMemoryAdapter('eip155', evmAddress, 'eip155:1'),
  solana: inMemoryAdapter('solana', solanaAddress, 'solana:localnet'),
})

/** Connects the EVM wallet, then the Solana one. */
async function connectBoth() {
  const tested = app()
  const kernel = await tested.foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'wallet' })
  await kernel.connections.connect({ namespace: 'solana', connectorId: 'wallet' })
  return { ...tested, kernel }
}

describe('several namespaces in one app', () => {
  test('connecting a second namespace makes it active and keeps the first one connected', async () => {
    const { active, address, foyer } = await connectBoth()
    expect(active()).toBe('solana')
    expect(address('solana')).toBe(solanaAddress)
    expect(address('eip155')).toBe(evmAddress)
    expect(foyer.getState().activeConnectorIds).toEqual({ eip155: 'wallet', solana: 'wallet' })
  })

  test('switching to a network of a connected namespace makes it active without asking its wallet', async () => {
    const { kernel, active, address, wallets } = await connectBoth()
    await kernel.networks.switch('eip155:1')
    expect(active()).toBe('eip155')
    expect(wallets.evm.wallet.switchNetwork).not.toHaveBeenCalled()
    expect(address('solana')).toBe(solanaAddress)
  })

  test("the other namespace's wallet changing on its own does not take the active namespace", async () => {
    const { kernel, active, wallets } = await connectBoth()
    await kernel.networks.switch('eip155:1')
    wallets.solana.wallet.context?.onAccountsChanged('wallet', [{ address: solanaAddress, type: 'eoa' }])
    expect(active()).toBe('eip155')
  })

  test('a reload restores both connections and the active namespace', async () => {
    const first = await connectBoth()
    await first.kernel.networks.switch('eip155:1')
    first.foyer.destroy()
    const second = app(first.storage, first.wallets)
    await second.foyer.ready()
    expect(second.address('eip155')).toBe(evmAddress)
    expect(second.address('solana')).toBe(solanaAddress)
    expect(second.active()).toBe('eip155')
  })

  test('disconnecting the active namespace leaves the other connected and active, also after a reload', async () => {
    const first = await connectBoth()
    await first.foyer.disconnect('solana')
    expect(first.address('solana')).toBeUndefined()
    expect(first.active()).toBe('eip155')
    expect(first.address('eip155')).toBe(evmAddress)
    first.foyer.destroy()
    const second = app(first.storage, first.wallets)
    await second.foyer.ready()
    expect(second.active()).toBe('eip155')
    expect(second.address('eip155')).toBe(evmAddress)
    expect(second.address('solana')).toBeUndefined()
  })

  test("the app's disconnect without a namespace disconnects every namespace", async () => {
    const { foyer, address, wallets } = await connectBoth()
    await foyer.disconnect()
    expect(address('eip155')).toBeUndefined()
    expect(address('solana')).toBeUndefined()
    expect(foyer.getState().activeConnectorIds).toEqual({})
    expect(wallets.evm.wallet.authorized).toBe(false)
    expect(wallets.solana.wallet.authorized).toBe(false)
  })
})
