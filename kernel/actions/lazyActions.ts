import type { Logger } from '../createLogger.js'
import { loadLater } from '../loadLater.js'
import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { KernelActions } from './kernelActions.js'

/**
 * The kernel's actions (kernelActions.ts) with their code loaded once the first view is drawn (`ready`), or at a
 * call before that: no view needs them to draw, they change state after a fetch or a click. A call made while the
 * code loads takes effect once it is there, in order; one whose code failed to load is logged, and the next call
 * loads it again.
 */
export function lazyActions(store: Store<FoyerState>, logger: Logger, ready?: Promise<unknown>): KernelActions {
  const actions = loadLater(
    () => import('./kernelActions.js'),
    ({ createKernelActions }) => createKernelActions(store),
  )
  ready?.then(() => actions.load()).catch(() => undefined)
  // Each method, by its name: the code's, once it is there.
  const group = (key: keyof KernelActions) =>
    new Proxy(
      {},
      {
        get:
          (_, name: string) =>
          (...args: unknown[]) =>
            actions.use(
              (all) =>
                (all[key] as unknown as Record<string, ((...a: unknown[]) => void) | undefined>)[name]?.(...args),
              (error) => logger.error(`${key}.${name}`, error),
            ),
      },
    )
  return { account: group('account'), chains: group('chains') } as KernelActions
}
