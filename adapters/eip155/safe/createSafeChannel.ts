import { FoyerError } from 'foyer'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { parseWalletAnswer } from '../walletAnswers.js'
import { safeEnvelopeSchema } from './safeAnswers.js'

/** The Safe Apps SDK version our requests name (`env.sdkVersion`); Safes answer apps of SDK 1 and later. */
export const safeSdkVersion = '9.1.0'

/** The window that frames the app, and where its messages arrive. */
export interface SafeHost {
  /** `window.parent`. */
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  /** `window`, where the parent's answers arrive as `message` events. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** The parent's origin: requests go only there, and only its answers (from `parent`) are read. */
  origin: string
}

/** A Safe's refusal (`success: false`) as EIP-1193 errors are: 4001 when it says the visitor rejected it. */
export function safeRefusal(method: string, error: string): ProviderRpcError {
  if (/\breject/i.test(error)) return new ProviderRpcError(4001, `The Safe's owner rejected ${method}: ${error}`)
  return new ProviderRpcError(-32603, `The Safe refused ${method}: ${error}`)
}

/**
 * The Safe Apps postMessage protocol, pinned to one parent: each request is `{ id, method, params, env: {
 * sdkVersion } }` posted to the parent's origin, its answer the message from that window and origin with the same
 * id, parsed (a bad answer rejects the request with INVALID_WALLET_ANSWER; other messages are not read).
 */
export function createSafeChannel(host: SafeHost) {
  const waiting = new Map<string, { resolve(data: unknown): void; reject(error: unknown): void; method: string }>()
  const onMessage = (event: Event) => {
    const { data, origin, source } = event as MessageEvent
    if (source !== host.parent || origin !== host.origin) return
    const id = (data as { id?: unknown } | null)?.id
    const request = typeof id === 'string' ? waiting.get(id) : undefined
    if (!request) return
    waiting.delete(id as string)
    try {
      const answer = parseWalletAnswer(safeEnvelopeSchema, data, `Safe ${request.method}`)
      if (answer.success) request.resolve(answer.data)
      else request.reject(safeRefusal(request.method, answer.error))
    } catch (error) {
      request.reject(error)
    }
  }
  host.events.addEventListener('message', onMessage)

  return {
    /** Sends one request; with `timeout` (ms), a parent that has not answered by then rejects it (SAFE_NO_ANSWER). */
    request(method: string, params?: unknown, timeout?: number): Promise<unknown> {
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        const timer =
          timeout === undefined
            ? undefined
            : setTimeout(() => {
                waiting.delete(id)
                reject(new FoyerError(`The Safe did not answer ${method}`, { code: 'SAFE_NO_ANSWER' }))
              }, timeout)
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer)
            done(value)
          }
        waiting.set(id, { resolve: settle(resolve), reject: settle(reject), method })
        host.parent.postMessage({ id, method, params, env: { sdkVersion: safeSdkVersion } }, host.origin)
      })
    },
    /** Stops listening; requests still waiting are never answered. */
    close() {
      host.events.removeEventListener('message', onMessage)
      waiting.clear()
    },
  }
}

export type SafeChannel = ReturnType<typeof createSafeChannel>
