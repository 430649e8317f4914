import { createFoyer, type FoyerOptions } from 'foyer'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type EvmWorldChain, evmChains, evmNetworks, type WorldConfig } from '../../playground/world/startWorld.js'
import { createTestWallet } from '../../playground/world/testing.js'
import { eip155Adapter } from '../../adapters/eip155/index.js'

export interface WorldFoyerOptions {
  /** The chains the wallet knows (default: every EVM chain of the world). */
  walletChains?: EvmWorldChain[]
  /** The app's networks (default: every EVM chain of the world). */
  networks?: FoyerOptions['networks']
  walletConnect?: false
  /** Where it keeps what it stores (default: its own, in memory); share one to play a returning visitor. */
  storage?: FoyerOptions['storage']
}

/** For world tests: a Foyer on the world, in memory, whose one connector ('test') is the EVM test wallet. */
export function createWorldFoyer(config: WorldConfig, options: WorldFoyerOptions = {}) {
  const chains = options.walletChains ?? evmChains(config)
  const wallet = createTestWallet({ chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) })
  const foyer = createFoyer({
    projectId: config.projectId,
    networks: options.networks ?? evmNetworks(config),
    urls: config.urls,
    storage: options.storage ?? createMemoryBackend(),
    adapters: [
      eip155Adapter({
        injected: false,
        eip6963: false,
        ...(options.walletConnect === false ? { walletConnect: false } : {}),
        connectors: [{ id: 'test', name: 'Test Wallet', getProvider: () => wallet.provider }],
      }),
    ],
  })
  return { wallet, foyer }
}
