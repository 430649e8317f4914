import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { Kernel } from './Kernel.js'

const made = new WeakMap<Store<FoyerState>, Kernel>()

/** Remembers the kernel made for an instance's store, so the shell reads it in its first render (madeKernel). */
export function rememberKernel(store: Store<FoyerState>, kernel: Kernel): Kernel {
  made.set(store, kernel)
  return kernel
}

/** The kernel made for this store, once createKernel has made it (before `ready()`'s callers hear of it). */
export const madeKernel = (store: Store<FoyerState>): Kernel | undefined => made.get(store)
