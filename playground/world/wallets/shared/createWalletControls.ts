// The test's remote control of a non-EVM test wallet, as the EVM wallet has it: how the "user" answers requests
// (approve, reject, leave pending), faults (answer a method with a fixed value or error), and the request log.
import { createApprovals, type PendingRequest, type WalletMode } from '../eip155/approvals.js'

/** An error as a wallet raises it: a message, and a code (and data) where the ecosystem has them. */
export class TestWalletError extends Error {
  override name = 'TestWalletError'
  readonly code: number | undefined
  readonly data: unknown

  constructor(message: string, code?: number, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export interface WalletRemote {
  /** Every request the app made, in order (`method` is the feature or method name). */
  readonly requests: readonly { method: string; params: unknown }[]
  setMode(mode: WalletMode, method?: string): void
  /** The mode in force: for `method` (its own, else the global one), or the global one. */
  mode(method?: string): WalletMode
  clearModes(): void
  pending(): PendingRequest[]
  waitForPending(method?: string): Promise<PendingRequest>
  approvePending(method?: string): number
  rejectPending(method?: string): number
  /** Answers `method` with `value` as is (after approval, if the method needs it) until cleared. */
  setAnswer(method: string, value: unknown): void
  /** Fails `method` with this error (after approval, if the method needs it) until cleared. */
  setError(method: string, error: { message: string; code?: number; data?: unknown }): void
  clearAnswer(method?: string): void
}

export interface WalletControls {
  remote: WalletRemote
  /** Logs the request, asks the "user" when `approve` is set, then answers with a fault or the handler. */
  run<T>(method: string, params: unknown, approve: boolean, handler: () => T | Promise<T>): Promise<T>
  /** Asks the "user" (for requests that need approval only sometimes, e.g. connect before authorization). */
  ask(method: string, params: unknown): Promise<void>
}

export function createWalletControls(
  mode: WalletMode | undefined,
  rejection: (method: string) => Error,
): WalletControls {
  const approvals = createApprovals(mode ?? 'approve', rejection)
  const faults = new Map<string, { value: unknown } | { error: TestWalletError }>()
  const requests: { method: string; params: unknown }[] = []
  return {
    async run(method, params, approve, handler) {
      requests.push({ method, params })
      if (approve) await approvals.ask(method, params)
      const fault = faults.get(method)
      if (fault && 'error' in fault) throw fault.error
      if (fault) return fault.value as never
      return handler()
    },
    ask: approvals.ask,
    remote: {
      requests,
      setMode: approvals.setMode,
      mode: approvals.mode,
      clearModes: approvals.clearModes,
      pending: approvals.pending,
      waitForPending: approvals.waitForPending,
      approvePending: approvals.approvePending,
      rejectPending: approvals.rejectPending,
      setAnswer: (method, value) => void faults.set(method, { value }),
      setError: (method, { message, code, data }) =>
        void faults.set(method, { error: new TestWalletError(message, code, data) }),
      clearAnswer: (method) => void (method === undefined ? faults.clear() : faults.delete(method)),
    },
  }
}
