import type { ViewName, Views } from '../registries.js'
import type { RouteEntry } from '../types.js'

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
