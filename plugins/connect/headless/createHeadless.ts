import { type Foyer, FoyerError } from 'foyer'
import {
  type HeadlessConnectReturnType,
  type HeadlessState,
  type HeadlessWallet,
  initialHeadlessState,
} from './HeadlessState.js'
import type { HeadlessRuntime } from './startHeadless.js'

export interface CreateHeadlessParameters {
  foyer: Foyer
}

/** An app's own wallet UI over Foyer, without the modal (README "Headless"). */
export interface Headless {
  getState(): HeadlessState
  /** Calls `listener` after each change of the state (the shape `useSyncExternalStore` wants). */
  subscribe(listener: () => void): () => void
  /**
   * Loads Foyer's kernel and this API's code, lists the recent and installed wallets and asks the directory's first
   * page. Every other call loads them too; after a failure (`status: 'failed'`) the next call tries again.
   */
  load(): Promise<void>
  /** Searches the directory 300 ms after the last call (call it on every keystroke); '' lists it all again. */
  search(query: string): void
  /** Asks the directory's next page (`hasMore`), appended to the list. */
  loadMore(): void
  /**
   * Connects a wallet of the list: an installed one through its connector, a directory (or recent, not installed) one
   * by WalletConnect, whose URI is `pairing` until the wallet pairs. Resolves once connected; rejects with
   * UserRejectedRequestError (`USER_REJECTED`) when the wallet refuses, ConnectFailedError (`CONNECT_FAILED`),
   * ModalClosedError (`MODAL_CLOSED`) when given up (`cancel`, or another connect), or a FoyerError coded
   * `WALLETCONNECT_CONNECTOR_NOT_FOUND` when no adapter offers WalletConnect (or with `load`'s error).
   */
  connect(wallet: HeadlessWallet): Promise<HeadlessConnectReturnType>
  /** Pairs any wallet by WalletConnect: `pairing` holds the URI for the app's QR code. Settles as `connect`. */
  walletConnect(): Promise<HeadlessConnectReturnType>
  /** Gives up the connection under way (its promise rejects with ModalClosedError). */
  cancel(): void
  /** Stops listening and drops what is under way; the Foyer instance stays. */
  destroy(): void
}

export type CreateHeadlessReturnType = Headless

/** A failure to load code, as a FoyerError (the kernel's own errors stay as they are). */
const loadError = (error: unknown) =>
  error instanceof FoyerError ? error : new FoyerError('Failed to load', { code: 'LOAD_FAILED', cause: error })

/**
 * The headless API: the wallet list (recent, installed, the directory's pages with search), a chosen wallet's
 * connection and the WalletConnect URI, for an app that draws its own UI. This is all page load holds: the kernel
 * and the API's code load with `load()` or the first call, and the modal's shell never does.
 */
export function createHeadless({ foyer }: CreateHeadlessParameters): CreateHeadlessReturnType {
  let state = initialHeadlessState
  const listeners = new Set<() => void>()
  let runtime: Promise<HeadlessRuntime> | undefined
  let destroyed = false
  const publish = (next: HeadlessState) => {
    if (destroyed || next === state) return
    state = next
    for (const listener of [...listeners]) listener()
  }

  const start = () => {
    if (runtime) return runtime
    publish({ ...state, status: 'loading', error: undefined })
    runtime = Promise.all([foyer.ready(), import('./startHeadless.js')]).then(
      ([kernel, { startHeadless }]) => {
        const started = startHeadless({ kernel, publish })
        if (destroyed) started.destroy()
        return started
      },
      (error: unknown) => {
        runtime = undefined
        const failure = loadError(error)
        publish({ ...state, status: 'failed', error: failure })
        throw failure
      },
    )
    return runtime
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load: () => start().then(() => undefined),
    search: (query) => void start().then((loaded) => loaded.search(query), ignore),
    loadMore: () => void start().then((loaded) => loaded.loadMore(), ignore),
    connect: (wallet) => start().then((loaded) => loaded.connect(wallet)),
    walletConnect: () => start().then((loaded) => loaded.walletConnect()),
    cancel: () => void runtime?.then((loaded) => loaded.cancel(), ignore),
    destroy() {
      destroyed = true
      listeners.clear()
      runtime?.then((loaded) => loaded.destroy(), ignore)
    },
  }
}

/** A failed load is in the state already. */
const ignore = () => undefined
