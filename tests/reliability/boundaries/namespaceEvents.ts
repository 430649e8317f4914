import fc from 'fast-check'
import type { Boundary, Verdict } from '../Boundary.js'
import { accepted, refused } from '../Boundary.js'
import { materialized, shapedLike } from '../garbage.js'
import type { NamespaceWallet } from '../wallets/NamespaceWallet.js'
import { tryRead } from '../wallets/tryRead.js'
import { answeringFoyer, walletJunk } from '../wallets/answeringFoyer.js'

/**
 * A namespace's wallet events (account changes, disconnects) on a connected instance, through the real adapter
 * and kernel: the wallet's call into the adapter never throws back, and the connection changes only to addresses
 * a right event names, or ends only when the event rightly ends it; anything else leaves it as it was.
 */
export function namespaceEventsBoundary(wallet: NamespaceWallet): Boundary<[number, unknown]> {
  let setup: ReturnType<typeof answeringFoyer> | undefined
  const junk = walletJunk(wallet)
  return {
    name: `${wallet.label ?? `${wallet.namespace} wallet`} events`,
    input: fc.oneof(
      ...wallet.events.map(({ samples }, index) => fc.tuple(fc.constant(index), shapedLike(samples, junk))),
    ),
    async check([index, input]): Promise<Verdict> {
      setup ??= answeringFoyer(wallet)
      const { fake, instance, arrange, named, settled } = setup
      const { event, connectorId } = wallet.events[index]!
      await arrange(connectorId)
      const before = instance.state()
      const value = materialized(input)
      fake.emit(event, value)
      await settled()
      if (instance.state() === before) return refused()
      const now = instance.addresses()
      const rightly = now.length === 0 ? tryRead(() => wallet.mayClear(event, value, false), false) : named(now)
      return rightly ? accepted : refused('the connection')
    },
    async teardown() {
      if (!setup) return
      await setup.kernel
      setup.instance.foyer.destroy()
      if (setup.fake.page) delete (globalThis as { window?: unknown }).window
    },
  }
}
