// The EIP-1193 event surface (`on`, `once`, `removeListener`, `off`), synchronous like the wallets' own emitters.

export type Listener = (payload: any) => void

export interface Emitter {
  on(event: string, listener: Listener): void
  once(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
}

export function createEmitter(): Emitter {
  const listeners = new Map<string, Listener[]>()
  const emitter: Emitter = {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    once(event, listener) {
      const wrapped: Listener = (payload) => {
        emitter.removeListener(event, wrapped)
        listener(payload)
      }
      emitter.on(event, wrapped)
    },
    removeListener(event, listener) {
      const remaining = (listeners.get(event) ?? []).filter((candidate) => candidate !== listener)
      listeners.set(event, remaining)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(payload)
        } catch (error) {
          // A faulty listener must not stop the others, nor the wallet.
          if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
          else console.error(error)
        }
      }
    },
    listenerCount: (event) => listeners.get(event)?.length ?? 0,
  }
  return emitter
}
