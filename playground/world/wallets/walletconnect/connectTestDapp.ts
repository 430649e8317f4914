// A dapp-side WalletConnect client for tests: `@walletconnect/universal-provider`, the client the product uses, on
// the local relay with the local chains in `rpcMap`, telemetry off and storage in memory. Every provider event is
// recorded, so tests can assert what a dapp would have seen.
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { TestWalletChain } from '../eip155/WalletContext.js'
import { createMemoryStorage } from './createMemoryStorage.js'

export const dappMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
]

export interface TestDapp {
  provider: InstanceType<typeof UniversalProvider>
  /** Provider events in order: [name, payload]. */
  events: [string, unknown][]
  /** Proposes a session for `chainIds`; `onUri` gets the pairing URI (hand it to the wallet). */
  connect(chainIds: number[], onUri: (uri: string) => void, methods?: string[]): Promise<unknown>
  /** A request on `eip155:<chainId>` (default: the session's default chain). */
  request<T = unknown>(method: string, params?: unknown[], chainId?: number): Promise<T>
  stop(): Promise<void>
}

const recorded = [
  'display_uri',
  'connect',
  'disconnect',
  'session_delete',
  'session_event',
  'session_update',
  'accountsChanged',
  'chainChanged',
]

export async function connectTestDapp(relayUrl: string, chains: TestWalletChain[]): Promise<TestDapp> {
  const customStoragePrefix = `foyer-test-dapp-${crypto.randomUUID()}`
  const provider = await UniversalProvider.init({
    relayUrl,
    projectId: 'foyer-local-project',
    telemetryEnabled: false,
    customStoragePrefix,
    storage: createMemoryStorage(),
    logger: 'silent',
    metadata: { name: 'Test Dapp', description: 'A dapp in a test', url: 'https://dapp.foyer.test', icons: [] },
  })
  const events: [string, unknown][] = []
  for (const name of recorded) provider.on(name, (payload: unknown) => events.push([name, payload]))
  return {
    provider,
    events,
    connect(chainIds, onUri, methods = dappMethods) {
      provider.once('display_uri', onUri)
      return provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: chainIds.map((chainId) => `eip155:${chainId}`),
            methods,
            events: ['accountsChanged', 'chainChanged'],
            rpcMap: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
          },
        },
      })
    },
    request: (method, params, chainId) =>
      provider.request({ method, params: params ?? [] }, chainId === undefined ? undefined : `eip155:${chainId}`),
    async stop() {
      provider.events.removeAllListeners()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
      provider.client.core.heartbeat.stop()
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}`]
    },
  }
}
