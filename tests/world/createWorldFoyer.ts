import { createFoyer, type Foyer, type FoyerOptions } from 'foyer'
import { afterAll } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { type EvmWorldChain, evmChains, evmNetworks, type WorldConfig } from '../../playground/world/startWorld.js'
import { createTestWallet } from '../../playground/world/testing.js'
import { eip155Adapter } from '../../adapters/eip155/index.js'
import type { WalletConnectSettings } from '../../adapters/walletconnect/WalletConnectSettings.js'

export interface WorldFoyerOptions {
  /** The chains the wallet knows (default: every EVM chain of the world). */
  walletChains?: EvmWorldChain[]
  /** The app's networks (default: every EVM chain of the world). */
  networks?: FoyerOptions['networks']
  /** false: no WalletConnect connector; settings: its client's own (keep its storage in memory in Node). */
  walletConnect?: false | WalletConnectSettings
  /** Where it keeps what it stores (default: its own, in memory); share one to play a returning visitor. */
  storage?: FoyerOptions['storage']
  /** The app's `tokens` setting (a token's balance shown instead of the native one, per network). */
  tokens?: FoyerOptions['tokens']
  /** The fetch of the kernel's HTTP clients (default: the global one), to hold or watch an answer. */
  fetch?: typeof fetch
}

/** For world tests: a Foyer on the world, in memory, whose one connector ('test') is the EVM test wallet. */
export function createWorldFoyer(config: WorldConfig, options: WorldFoyerOptions = {}) {
  const chains = options.walletChains ?? evmChains(config)
  const wallet = createTestWallet({ chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })) })
  const foyer = createFoyer(
    {
      projectId: config.projectId,
      networks: options.networks ?? evmNetworks(config),
      urls: config.urls,
      storage: options.storage ?? createMemoryBackend(),
      ...(options.tokens ? { tokens: options.tokens } : {}),
      adapters: [
        eip155Adapter({
          injected: false,
          eip6963: false,
          ...(options.walletConnect === undefined ? {} : { walletConnect: options.walletConnect }),
          connectors: [{ id: 'test', name: 'Test Wallet', getProvider: () => wallet.provider }],
        }),
      ],
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  )
  made.push(foyer)
  return { wallet, foyer }
}

/**
 * Waits for the code a Foyer is still loading on its own (the plugins an open or a request set up, the open
 * view's code), so that none of it is imported after the test file's environment is gone (vitest counts such an
 * import as an unhandled error of the run).
 */
async function settleFoyer(foyer: Foyer): Promise<void> {
  const kernel = await foyer.ready().catch(() => undefined)
  if (!kernel) return
  await kernel.prefetch()
  // A modal opening shows its view once its plugin sync is done: a task later, the view is routed to.
  await new Promise((resolve) => setTimeout(resolve))
  for (const { view } of foyer.getState().router.history)
    await kernel.router
      .getView(view)
      ?.load()
      .catch(() => undefined)
}

// Every instance made in a test file is settled and destroyed when the file ends.
const made: Foyer[] = []
afterAll(async () => {
  for (const foyer of made.splice(0)) {
    await settleFoyer(foyer)
    foyer.destroy()
  }
})
