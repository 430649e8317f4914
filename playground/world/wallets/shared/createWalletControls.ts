// The test's remote control of every test wallet (EVM, WalletConnect and the other namespaces): how the "user"
// answers requests (approve, reject, leave pending), faults (answer a method with a fixed value or error), and
// the request log.
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

export interface LoggedRequest {
  method: string
  params: unknown
}

export interface WalletRemote<R extends LoggedRequest = LoggedRequest> {
  /** Every request the app made, in order (`method` is the feature or method name). */
  readonly requests: readonly R[]
  setMode(mode: WalletMode, method?: string): void
  /** The mode in force: for `method` (its own, else the global one), or the global one. */
  mode(method?: string): WalletMode
  clearModes(): void
  /** The requests waiting for the "user" (mode 'pending'). */
  pending(): PendingRequest[]
  /** Resolves with the first pending request (of `method`, or any): one already waiting, or the next. */
  waitForPending(method?: string): Promise<PendingRequest>
  approvePending(method?: string): number
  rejectPending(method?: string): number
  /** Answers `method` with `value` as is (after approval, if the method needs it) until cleared. */
  setAnswer(method: string, value: unknown): void
  /** Fails `method` with this error (after approval, if the method needs it) until cleared. */
  setError(method: string, error: { message: string; code?: number; data?: unknown }): void
  clearAnswer(method?: string): void
}

export interface WalletControls<R extends LoggedRequest = LoggedRequest> {
  remote: WalletRemote<R>
  /** Adds a request to the log. */
  log(request: R): void
  /** The fault set for `method`, if any: asks the "user" first when `approve` is set, then throws or answers. */
  fault(method: string, params: unknown, approve: boolean): Promise<{ value: unknown } | undefined>
  /** Logs the request, asks the "user" when `approve` is set, then answers with a fault or the handler. */
  run<T>(method: string, params: unknown, approve: boolean, handler: () => T | Promise<T>): Promise<T>
  /** Asks the "user" (for requests that need approval only sometimes, e.g. connect before authorization). */
  ask(method: string, params: unknown): Promise<void>
}

export interface WalletControlsOptions {
  /** The error a rejection raises (default: EIP-1193's 4001). */
  rejection?: (method: string) => Error
  /** The error `setError` makes (default: TestWalletError). */
  faultError?: (message: string, code: number | undefined, data: unknown) => Error
}

export function createWalletControls<R extends LoggedRequest = LoggedRequest>(
  mode: WalletMode | undefined,
  {
    rejection,
    faultError = (message, code, data) => new TestWalletError(message, code, data),
  }: WalletControlsOptions = {},
): WalletControls<R> {
  const approvals = createApprovals(mode ?? 'approve', rejection)
  const faults = new Map<string, { value: unknown } | { error: Error }>()
  const requests: R[] = []
  const fault: WalletControls<R>['fault'] = async (method, params, approve) => {
    const found = faults.get(method)
    if (!found) return undefined
    if (approve) await approvals.ask(method, params)
    if ('error' in found) throw found.error
    return found
  }
  return {
    log: (request) => void requests.push(request),
    fault,
    async run(method, params, approve, handler) {
      requests.push({ method, params } as R)
      const faulted = await fault(method, params, approve)
      if (faulted) return faulted.value as never
      if (approve) await approvals.ask(method, params)
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
        void faults.set(method, { error: faultError(message, code, data) }),
      clearAnswer: (method) => void (method === undefined ? faults.clear() : faults.delete(method)),
    },
  }
}
