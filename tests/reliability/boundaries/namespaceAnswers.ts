import fc from 'fast-check'
import type { Boundary, Verdict } from '../Boundary.js'
import { accepted, refused } from '../Boundary.js'
import { shapedLike } from '../garbage.js'
import { answeringFoyer, walletJunk } from '../wallets/answeringFoyer.js'
import type { NamespaceWallet } from '../wallets/NamespaceWallet.js'
import { checkRefusal } from '../wallets/checkRefusal.js'

/** Whether the wallet throws its answer (a refusal, a failure, or garbage thrown) rather than resolving it. */
const thrown = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })

/**
 * A namespace's wallet answers (connect, the silent restore, a message signature), each scripted by a case,
 * through the real adapter and kernel: an answer is used (naming only addresses a right answer names) or refused
 * with a coded FoyerError, and a refused answer leaves the connection and storage as they were.
 */
export function namespaceAnswersBoundary(wallet: NamespaceWallet): Boundary<[number, boolean, unknown]> {
  let setup: ReturnType<typeof answeringFoyer> | undefined
  const junk = walletJunk(wallet)
  return {
    name: `${wallet.label ?? `${wallet.namespace} wallet`} answers`,
    input: fc.oneof(
      ...wallet.answers.map((answer, index) => fc.tuple(fc.constant(index), thrown, shapedLike(answer.samples, junk))),
    ),
    async check([index, throws, value]): Promise<Verdict> {
      setup ??= answeringFoyer(wallet)
      const { script, instance, kernel, adapter, arrange, named } = setup
      const { method, connectorId, use } = wallet.answers[index]!
      // a sign case needs its connector's connection; a connect case may start from any state (connected or not,
      // a refused answer leaves it as it was), so it costs no disconnect unless the wallet asks only when disconnected
      await kernel
      if (use === 'sign') await arrange(connectorId)
      else if (wallet.answers[index]!.disconnected) await arrange(undefined)
      const before = instance.state()
      script.set({ method, throws, value })
      try {
        if (use === 'connect') await (await kernel).connections.connect({ namespace: wallet.namespace, connectorId })
        if (use === 'restore') {
          const restored = await (await adapter()).getAccounts({ connectorId })
          if (!named(restored.accounts.map((account) => account.address))) return refused('the restored accounts')
        }
        if (use === 'sign') {
          const address = instance.addresses()[0]!
          await (await adapter()).signMessage({ connectorId, address, message: 'Fuzz' })
          if (instance.state() !== before) return refused('the connection (on signing)')
        }
        return named(instance.addresses()) ? accepted : refused('the connection (to an address no right answer names)')
      } catch (error) {
        checkRefusal(error)
        return refused(instance.state() === before ? undefined : 'the connection')
      } finally {
        script.set(undefined)
      }
    },
    async teardown() {
      if (!setup) return
      await setup.kernel
      setup.instance.foyer.destroy()
      if (setup.fake.page) delete (globalThis as { window?: unknown }).window
    },
  }
}
