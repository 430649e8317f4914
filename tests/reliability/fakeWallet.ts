import { type Eip1193Provider, eip155Adapter } from '../../adapters/eip155/index.js'
import { createFoyer } from '../../kernel/index.js'
import type { StorageBackend } from '../../kernel/storage/createStorage.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'

export const walletAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Listener = (value: unknown) => void

/** An EIP-1193 wallet on chain 1 with one account, whose events a test emits by hand. */
export function createFakeWallet() {
  const listeners = new Map<string, Set<Listener>>()
  const provider: Eip1193Provider = {
    async request({ method }: { method: string }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [walletAddress]
      if (method === 'eth_chainId') return '0x1'
      return null
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  } as Eip1193Provider
  return {
    provider,
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
  }
}

/** A Foyer on chains 1 and 42161 whose one connector ('fake') is `provider`, storing in `backend`. */
export function createFakeWalletFoyer(provider: Eip1193Provider, backend: StorageBackend) {
  return createFoyer({
    projectId: 'p',
    networks: [testNetwork(1), testNetwork(42161)],
    storage: backend,
    logLevel: 'silent',
    adapters: [
      eip155Adapter({
        injected: false,
        eip6963: false,
        walletConnect: false,
        connectors: [{ id: 'fake', name: 'Fake Wallet', getProvider: () => provider }],
      }),
    ],
  })
}
