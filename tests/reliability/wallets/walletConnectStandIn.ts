import type { AdapterDefinition } from '../../../kernel/index.js'
import type { WalletScript } from './walletScript.js'

type Listener = (value: unknown) => void

/** A JSON copy: what the relay carries (a value JSON cannot carry arrives as null). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')

/**
 * WalletConnect's client as a namespace's connector uses it (the instance's hub and its universal provider),
 * answering from the script, without a relay: once paired, the session's `namespace` entry is what the wallet
 * approved ('session'), and each request is answered by its method. Relay messages are JSON, so every answer is a
 * JSON copy of the scripted one; a session that cannot be read is no session.
 */
export function walletConnectStandIn(script: WalletScript, namespace: string) {
  let paired = false
  const listeners = new Map<string, Set<Listener>>()
  const ended = new Set<() => void>()
  const session = () => {
    if (!paired) return undefined
    try {
      return { topic: 'fuzz', namespaces: { [namespace]: json(script.now('session')) } }
    } catch {
      return undefined
    }
  }
  const provider = {
    get session() {
      return session()
    },
    request: async ({ method }: { method: string }) => json(await script.answer(method)),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    off: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
  }
  const hub = {
    addNamespace() {},
    provider: async () => provider,
    session,
    async pair() {
      paired = true
      return session()
    },
    async disconnect() {
      paired = false
      for (const listener of [...ended]) listener()
    },
    onEnded(listener: () => void) {
      ended.add(listener)
      return () => ended.delete(listener)
    },
    destroy() {},
  }
  return {
    /** `adapter` (a real one) with this stand-in as its instance's WalletConnect client. */
    seed<N extends AdapterDefinition>(adapter: N): N {
      const setup = adapter.setup?.bind(adapter)
      adapter.setup = (context) => {
        context.shared('walletConnect', () => hub as never)
        return setup?.(context)
      }
      return adapter
    },
    /** The wallet sends a session event (its listeners, as the adapter gave them). */
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
  }
}
