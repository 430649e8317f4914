import { createFoyer, type Foyer, type Kernel } from 'foyer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { type SolanaRuntime, startSolana } from '../../playground/world/solana/startSolana.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../../playground/world/wallets/solana/createSolanaTestWallet.js'
import { solanaAdapter, solanaNetwork } from './index.js'

// Hostile events of a Solana wallet (DESIGN 7): the world's test wallet, its `standard:events` handlers kept so
// the test can send events of its own. Each is caught, logged and reported; the connection stays as it was.

let solana: SolanaRuntime
beforeAll(async () => {
  solana = await startSolana()
})
afterAll(() => solana?.stop())

let wallet: SolanaTestWallet
let foyer: Foyer
let kernel: Kernel
/** The adapter's `change` handlers on the wallet. */
let handlers: ((properties: unknown) => void)[]

/** The test wallet as a Wallet Standard wallet whose `standard:events` handlers the test keeps. */
const watchedWallet = () => {
  const { name, icon, chains, features } = wallet.wallet
  const events = features['standard:events'] as { on(event: string, handler: (p: unknown) => void): () => void }
  return {
    version: '1.0.0' as const,
    name,
    icon,
    chains,
    features: {
      ...features,
      'standard:events': {
        version: '1.0.0',
        on(event: string, handler: (properties: unknown) => void) {
          if (event === 'change') handlers.push(handler)
          return events.on(event, handler)
        },
      },
    },
    get accounts() {
      return wallet.wallet.accounts
    },
  }
}

beforeEach(async () => {
  solana.reset()
  wallet = createSolanaTestWallet({ rpcUrl: solana.rpcUrl })
  handlers = []
  const reference = solana.caipNetworkId.slice('solana:'.length)
  foyer = createFoyer({
    projectId: 'test',
    networks: [solanaNetwork({ reference, name: 'Solana (local)', rpcUrl: solana.rpcUrl })],
    storage: createMemoryBackend(),
    adapters: [
      solanaAdapter({
        injected: false,
        walletStandard: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getWallet: () => watchedWallet() as never }],
      }),
    ],
  })
  kernel = await foyer.ready()
  return () => foyer.destroy()
})

test('a change event whose accounts throw when read is caught, logged and reported; the connection stays as it was', async () => {
  await kernel.connections.connect({ namespace: 'solana', connectorId: 'test' })
  const before = foyer.getState().chains.solana
  const reported: unknown[] = []
  foyer.bus.on('error', (event) => reported.push(event))
  const hostile = {
    get accounts(): never {
      throw new TypeError('a hostile getter')
    },
  }
  expect(handlers.length).toBeGreaterThan(0)
  for (const handler of handlers) expect(() => handler(hostile)).not.toThrow()
  expect(reported).toMatchObject([{ error: { code: 'INVALID_WALLET_ANSWER' }, category: 'DATA_PARSING_ERROR' }])
  expect(foyer.getState().chains.solana).toBe(before)
  expect(foyer.getState().chains.solana?.accountState.address).toBe(solanaTestAccounts[0]!.address)
})
