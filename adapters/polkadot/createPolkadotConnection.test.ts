import { createFoyer } from 'foyer'
import { expect, test, vi } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { polkadot, polkadotAdapter } from './index.js'

// A connection that ended because the wallet shared no account any more, then made again: the wallet's next
// "no account" ends it again (found reading the fuzzing figures of WalletConnect events: the follower kept the empty
// list of the connection before, took the new one's end for a repeat of it, and the app stayed connected to a session
// the wallet had ended).

const [alice] = polkadotTestAccounts

test('after a reconnect, the wallet sharing no account ends the connection again', async () => {
  let send: (accounts: unknown) => void = () => undefined
  const extension = {
    version: '1',
    enable: async () => ({
      accounts: {
        get: async () => [{ address: alice!.address, genesisHash: null, name: 'Alice', type: 'sr25519' }],
        subscribe: (callback: (accounts: unknown) => void) => {
          send = callback
          return () => undefined
        },
      },
      signer: {},
    }),
  }
  const foyer = createFoyer({
    projectId: 'p',
    networks: [polkadot],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    adapters: [
      polkadotAdapter({ injected: false, connectors: [{ id: 'ext', name: 'Ext', getExtension: () => extension }] }),
    ],
  })
  const addresses = () => foyer.getState().connections.polkadot?.flatMap((c) => c.accounts.map((a) => a.address)) ?? []
  const kernel = await foyer.ready()
  for (let round = 0; round < 2; round++) {
    await kernel.connections.connect({ namespace: 'polkadot', connectorId: 'ext' })
    expect(addresses()).toEqual([alice!.address])
    send([])
    await vi.waitFor(() => expect(addresses()).toEqual([]), { timeout: 5_000 })
  }
  foyer.destroy()
})
