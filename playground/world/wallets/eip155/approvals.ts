// How the "user" answers the requests that need approval: approve, reject, or leave them pending
// until the test decides. A mode is set for every method or for one method (which wins).
import { userRejected } from './providerErrors.js'

export type WalletMode = 'approve' | 'reject' | 'pending'

export interface PendingRequest {
  id: number
  method: string
  params: unknown
  /** Who is asked: the embedded-wallet site's user id (its approval page shows the request); none for a test wallet. */
  user?: string
}

export interface Approvals {
  /** Resolves when the request is approved; rejects (4001 unless told otherwise) when it is rejected. */
  ask(method: string, params: unknown, user?: string): Promise<void>
  setMode(mode: WalletMode, method?: string): void
  /** The mode in force: for `method` (its own, else the global one), or the global one. */
  mode(method?: string): WalletMode
  /** Drops every per-method mode; the global one stays. */
  clearModes(): void
  modeOf(method: string): WalletMode
  pending(): PendingRequest[]
  /** Resolves with the first pending request (of `method`, or any): one already waiting, or the next. */
  waitForPending(method?: string): Promise<PendingRequest>
  /** Approves the pending requests (of `method`, or all); returns how many. */
  approvePending(method?: string): number
  rejectPending(method?: string): number
  /** Approves or rejects the one pending request `id`; false when no such request is waiting. */
  decide(id: number, approved: boolean): boolean
}

/**
 * `rejection` makes the error a rejected request fails with (per method): EIP-1193's 4001 by default; the other
 * namespaces' test wallets pass their ecosystem's own (polkadot-js 'Rejected'/'Cancelled', Keplr 'Request rejected', …).
 */
export function createApprovals(
  initialMode: WalletMode = 'approve',
  rejection: (method: string) => Error = userRejected,
): Approvals {
  let globalMode = initialMode
  const modes = new Map<string, WalletMode>()
  const queue: (PendingRequest & { settle(approved: boolean): void })[] = []
  let waiters: { method: string | undefined; resolve(request: PendingRequest): void }[] = []
  let nextId = 1
  const view = ({ id, method, params, user }: PendingRequest): PendingRequest => ({
    id,
    method,
    params,
    ...(user === undefined ? {} : { user }),
  })

  const settle = (approved: boolean, method?: string) => {
    const chosen = queue.filter((request) => method === undefined || request.method === method)
    for (const request of chosen) {
      queue.splice(queue.indexOf(request), 1)
      request.settle(approved)
    }
    return chosen.length
  }
  const modeOf = (method: string) => modes.get(method) ?? globalMode

  return {
    ask(method, params, user) {
      const mode = modeOf(method)
      if (mode === 'approve') return Promise.resolve()
      if (mode === 'reject') return Promise.reject(rejection(method))
      return new Promise((resolve, reject) => {
        const request = view({ id: nextId++, method, params, ...(user === undefined ? {} : { user }) })
        queue.push({ ...request, settle: (approved) => (approved ? resolve() : reject(rejection(method))) })
        const woken = waiters.filter((waiter) => waiter.method === undefined || waiter.method === method)
        waiters = waiters.filter((waiter) => !woken.includes(waiter))
        for (const waiter of woken) waiter.resolve(request)
      })
    },
    setMode(mode, method) {
      if (method === undefined) globalMode = mode
      else modes.set(method, mode)
    },
    clearModes: () => modes.clear(),
    mode: (method) => (method === undefined ? globalMode : modeOf(method)),
    modeOf,
    pending: () => queue.map(view),
    waitForPending(method) {
      const waiting = queue.find((request) => method === undefined || request.method === method)
      if (waiting) return Promise.resolve(view(waiting))
      return new Promise((resolve) => waiters.push({ method, resolve }))
    },
    approvePending: (method) => settle(true, method),
    rejectPending: (method) => settle(false, method),
    decide(id, approved) {
      const request = queue.find((candidate) => candidate.id === id)
      if (!request) return false
      queue.splice(queue.indexOf(request), 1)
      request.settle(approved)
      return true
    },
  }
}
