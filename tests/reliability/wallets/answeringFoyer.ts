import fc from 'fast-check'
import { garbage, hostileObjects } from '../garbage.js'
import type { NamespaceWallet } from './NamespaceWallet.js'
import { namespaceFoyer } from './namespaceFoyer.js'
import { createWalletScript } from './walletScript.js'

/** The junk a wallet may answer: garbage, hostile objects, addresses of the wrong kind, bytes of any length. */
export const walletJunk = (wallet: NamespaceWallet) =>
  wallet.junk ??
  fc.oneof(
    { weight: 4, arbitrary: garbage },
    { weight: 1, arbitrary: hostileObjects },
    { weight: 1, arbitrary: fc.constantFrom(...wallet.badAddresses) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 80 }) },
  )

/** Sets up a namespace's instance over its fake wallet, with a good connection made or undone on demand. */
export function answeringFoyer(wallet: NamespaceWallet) {
  // unscripted, each method gives its first real answer
  const script = createWalletScript(
    Object.fromEntries(wallet.answers.map(({ method, samples }) => [method, () => structuredClone(samples[0])])),
  )
  const fake = wallet.make(script)
  // a wallet whose events come on the page has it as `window` until the instance is destroyed
  if (fake.page) (globalThis as { window?: unknown }).window = fake.page
  const instance = namespaceFoyer(wallet.namespace, fake.adapter, fake.networks)
  const setUp = instance.ready.then((ready) => ready.adapters.getOrThrow(wallet.namespace).discovered?.())
  /** The wallet changes the kernel is applying (each loads its code first, so it lands a few turns later). */
  const applying = new Set<Promise<void>>()
  const kernel = Promise.all([instance.ready, setUp]).then(([ready]) => {
    // the adapters' context calls these by name each time (createAdapterContext.ts), so a wrapper sees every one
    type Apply = (...args: unknown[]) => Promise<void>
    const events = (ready.connections as unknown as { walletEvents: Record<string, Apply> }).walletEvents
    for (const name of ['accountsChanged', 'networkChanged', 'disconnected']) {
      const apply = events[name]!
      events[name] = (...args) => {
        const applied = apply(...args).finally(() => applying.delete(applied))
        applying.add(applied)
        return applied
      }
    }
    return ready
  })
  /** Waits until what the wallet's last call started has landed: the adapter's checks, then the kernel's change. */
  const settled = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
    while (applying.size > 0) await Promise.all(applying)
  }
  const adapter = () => kernel.then((ready) => ready.adapters.getOrThrow(wallet.namespace))
  /** The connection as a case starts it: `connectorId`'s (with good answers), or none. */
  const arrange = async (connectorId: string | undefined) => {
    script.set(undefined)
    const { connections } = await kernel
    const current = instance.foyer.getState().activeConnectorIds[wallet.namespace]
    if (current === connectorId && instance.addresses().length > 0) return
    if (current !== undefined) await connections.disconnect(wallet.namespace)
    fake.reset?.()
    if (connectorId) await connections.connect({ namespace: wallet.namespace, connectorId })
  }
  /** Whether every address the namespace is connected with is one a right answer names. */
  const named = (addresses: readonly string[]) => addresses.every((address) => wallet.good.includes(address))
  return { script, fake, instance, kernel, adapter, arrange, named, settled }
}
