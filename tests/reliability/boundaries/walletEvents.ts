import fc from 'fast-check'
import type { Foyer } from '../../../kernel/index.js'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { accepted, type Boundary, refused, snapshot } from '../Boundary.js'
import { createFakeWallet, createFakeWalletFoyer, walletAddress } from '../fakeWallet.js'
import { garbage, hostileObjects, materialize, shapedLike } from '../garbage.js'

const events = {
  accountsChanged: [[walletAddress], ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', walletAddress]],
  chainChanged: ['0x1', '0xa4b1', 42161],
} as const
const junk = fc.oneof({ weight: 4, arbitrary: garbage }, { weight: 1, arbitrary: hostileObjects })

/** A connected instance over a fake wallet that emits what the case says. */
async function connected() {
  const wallet = createFakeWallet()
  const backend = createMemoryBackend()
  const foyer: Foyer = createFakeWalletFoyer(wallet.provider, backend)
  const kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'fake' })
  const state = () => {
    const { activeNamespace, chains, connections, activeConnectorIds } = foyer.getState()
    return snapshot({
      activeNamespace,
      chains,
      connections,
      activeConnectorIds,
      stored: backend.getItem('foyer:connections'),
    })
  }
  let ignored = 0
  const warn = kernel.logger.warn
  kernel.logger.warn = (message, ...details) => {
    if (message.includes('ignored a malformed')) ignored++
    warn(message, ...details)
  }
  const malformed = () => ignored
  return { wallet, foyer, kernel, state, malformed }
}

/**
 * The wallet's own events (accountsChanged, chainChanged) on a connected instance: a malformed event is logged
 * and changes neither the store nor storage; a good one is applied (and undone before the next case).
 */
export function walletEventsBoundary(): Boundary<[keyof typeof events, unknown]> {
  let setup: ReturnType<typeof connected> | undefined
  return {
    name: 'wallet events',
    input: fc.oneof(
      ...Object.entries(events).map(([name, samples]) =>
        fc.tuple(fc.constant(name as keyof typeof events), shapedLike(samples as unknown as unknown[], junk)),
      ),
    ),
    async check([event, input]) {
      setup ??= connected()
      const { wallet, state, malformed, kernel } = await setup
      const before = state()
      const logged = malformed()
      wallet.emit(event, materialize(input))
      await Promise.resolve()
      if (malformed() === logged) {
        // Applied: back to the first account on chain 1, connected.
        wallet.emit('accountsChanged', [walletAddress])
        wallet.emit('chainChanged', '0x1')
        if (state() !== before) await kernel.connections.connect({ namespace: 'eip155', connectorId: 'fake' })
        return accepted
      }
      return refused(state() === before ? undefined : 'the connection')
    },
    async teardown() {
      if (setup) (await setup).foyer.destroy()
    },
  }
}
