import type { ViewName, Views } from '../registries.js'
import type { RouteEntry } from '../types.js'
import { kernelError } from '../errors/kernelError.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'

/** A view as registered: lazy code plus its header title. The module's default export is the view. */
export interface ViewDefinition<Params = unknown> {
  title?: string | ((params: Params) => string)
  load: () => Promise<{ default: unknown }>
  /**
   * The view waits on a wallet request (a transaction or a signature to approve): a wallet RPC error pops it
   * off the stack, with the error, instead of closing the modal (SPEC §8).
   */
  transaction?: boolean
}

export type RouterAction = 'push' | 'replace' | 'back' | 'reset' | 'close'

export interface RouterTransition {
  action: RouterAction
  /** The view shown before the transition. */
  from: RouteEntry | undefined
  /** Where the transition leads; undefined when it closes the modal. */
  to: RouteEntry | undefined
}

/**
 * A guard sees every transition before it happens. It returns nothing to let it pass, `'cancel'` to
 * stop it, `'close'` to close the modal instead, or another route to go there instead (same action).
 */
export type RouterGuard = (transition: RouterTransition) => void | 'cancel' | 'close' | RouteEntry

type ParamsArg<V extends ViewName> = undefined extends Views[V] ? [params?: Views[V]] : [params: Views[V]]

export interface Router {
  current(): RouteEntry | undefined
  history(): readonly RouteEntry[]
  push<V extends ViewName>(view: V, ...params: ParamsArg<V>): void
  replace<V extends ViewName>(view: V, ...params: ParamsArg<V>): void
  reset<V extends ViewName>(view: V, ...params: ParamsArg<V>): void
  /** Back one view; from the first view it closes the modal. */
  goBack(): void
  /** Asks the guards whether the modal may close; true when it may. */
  canClose(): boolean
  addGuard(guard: RouterGuard): () => void
  registerViews(views: Record<string, ViewDefinition<never>>): () => void
  getView(name: string): ViewDefinition | undefined
}

export interface CreateRouterParameters {
  store: Store<FoyerState>
  /** Closes the modal (called when going back from the first view, or when a guard says 'close'). */
  close(): void
  /** Emitted after every change of history. */
  onChange?(history: RouteEntry[], action: Exclude<RouterAction, 'close'>): void
}

const sameRoute = (a: RouteEntry | undefined, b: RouteEntry | undefined) =>
  a !== undefined && b !== undefined && a.view === b.view && JSON.stringify(a.params) === JSON.stringify(b.params)

/**
 * Named views in an open registry, a history in the store, and guards that see every transition.
 * The kernel's rules (SPEC §2) are built in: pushing the view already shown does nothing, and going
 * back from the first view closes the modal. Everything else (Account instead of Connect, sign-in,
 * Farcaster, send) is a guard.
 */
export function createRouter({ store, close, onChange }: CreateRouterParameters): Router {
  const views = new Map<string, ViewDefinition>()
  const guards = new Set<RouterGuard>()
  const history = () => store.getState().router.history

  /** Runs the guards; returns the transition to carry out, or undefined when cancelled/closed. */
  const decide = (transition: RouterTransition): RouterTransition | 'close' | undefined => {
    let current = transition
    for (const guard of guards) {
      const verdict = guard(current)
      if (verdict === 'cancel') return undefined
      if (verdict === 'close') return 'close'
      if (verdict) current = { ...current, to: verdict }
    }
    return current
  }

  const commit = (next: RouteEntry[], action: Exclude<RouterAction, 'close'>) => {
    store.update((draft) => {
      draft.router.history = next
    })
    onChange?.(next, action)
  }

  const navigate = (action: 'push' | 'replace' | 'reset', view: string, params: unknown) => {
    if (!views.has(view)) throw kernelError('VIEW_NOT_FOUND', { view })
    const entries = history()
    const from = entries.at(-1)
    const to: RouteEntry = params === undefined ? { view } : { view, params }
    if (action === 'push' && sameRoute(from, to)) return
    const decided = decide({ action, from, to })
    if (decided === 'close') return close()
    if (!decided?.to) return
    if (action === 'push' && sameRoute(from, decided.to)) return
    if (action === 'reset') commit([decided.to], action)
    else if (action === 'replace') commit([...entries.slice(0, -1), decided.to], action)
    else commit([...entries, decided.to], action)
  }

  return {
    current: () => history().at(-1),
    history,
    push: (view, ...params) => navigate('push', view, params[0]),
    replace: (view, ...params) => navigate('replace', view, params[0]),
    reset: (view, ...params) => navigate('reset', view, params[0]),
    goBack() {
      const entries = history()
      const from = entries.at(-1)
      const to = entries.at(-2)
      const decided = decide({ action: 'back', from, to })
      if (decided === 'close') return close()
      if (!decided) return
      if (!decided.to) return close()
      if (decided.to === to) commit(entries.slice(0, -1), 'back')
      else commit([...entries.slice(0, -2), decided.to], 'back')
    },
    canClose: () => decide({ action: 'close', from: history().at(-1), to: undefined }) !== undefined,
    addGuard(guard) {
      guards.add(guard)
      return () => {
        guards.delete(guard)
      }
    },
    registerViews(definitions) {
      const names = Object.keys(definitions)
      for (const name of names) views.set(name, definitions[name] as ViewDefinition)
      return () => {
        for (const name of names) views.delete(name)
      }
    },
    getView: (name) => views.get(name),
  }
}
