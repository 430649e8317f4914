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
  /** The namespace entry of the wallet's last session update (until the next pairing). */
  let updated: { value: unknown } | undefined
  const listeners = new Map<string, Set<Listener>>()
  const ended = new Set<() => void>()
  const session = () => {
    if (!paired) return undefined
    try {
      return { topic: 'fuzz', namespaces: { [namespace]: json(updated ? updated.value : script.now('session')) } }
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
      updated = undefined
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
    /** Ends the session and forgets its updates, as a new pairing starts from none. */
    reset() {
      paired = false
      updated = undefined
    },
    /** `adapter` (a real one) with this stand-in as its instance's WalletConnect client. */
    seed<N extends AdapterDefinition>(adapter: N): N {
      const setup = adapter.setup?.bind(adapter)
      adapter.setup = (context) => {
        context.shared('walletConnect', () => hub as never)
        return setup?.(context)
      }
      return adapter
    },
    /**
     * The wallet sends a session event: 'session_update' with its namespace entry as `value` (the session has it
     * from then on), 'session_delete' (the session is gone); its listeners hear it as the client tells them.
     */
    emit(event: string, value: unknown) {
      if (event === 'session_update') updated = { value }
      if (event === 'session_delete') paired = false
      for (const listener of listeners.get(event) ?? [])
        listener({ topic: 'fuzz', params: { namespaces: session()?.namespaces } })
    },
  }
}
