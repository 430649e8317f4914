import type { Bus } from '../bus/createBus.js'
import { firstView } from '../router/firstView.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'

/** What an open asks of the loaded kernel. */
export interface ModalStage {
  /** Loads the plugins the modal needs. */
  prepare(): Promise<void>
  /** Starts a new history at `view` (its code and the remote config start loading). */
  show(view: string, params: unknown): void
  /** Whether the router's guards let the modal close. */
  canClose(): boolean
}

export interface Modal {
  /** Opens at `view`, or where SPEC §2 says; a close() before it is shown cancels it. */
  open(view?: string, params?: unknown): Promise<void>
  close(): void
  /** The kernel hands in its part once loaded. */
  attach(stage: ModalStage): void
}

export interface CreateModalParameters {
  store: Store<FoyerState>
  bus: Bus
  /** Loads the kernel, which attaches its stage. */
  load(): Promise<unknown>
}

/** The one owner of the modal's open, close and loading flags (page load: it shows the spinner at once). */
export function createModal({ store, bus, load }: CreateModalParameters): Modal {
  let stage: ModalStage | undefined
  let request = 0
  const set = (open: boolean, loading: boolean) =>
    store.update((draft) => {
      draft.modal = { open, loading }
    })

  return {
    async open(view, params) {
      const mine = ++request
      const { open } = store.getState().modal
      set(open, true)
      try {
        await load()
        if (mine === request) await stage?.prepare()
      } catch (error) {
        if (mine === request) set(open, false)
        throw error
      }
      if (mine !== request || !stage) return
      const first = view ?? firstView(store.getState())
      stage.show(first, params)
      set(true, false)
      bus.emit('modal:open', { view: first })
    },
    close() {
      const { modal } = store.getState()
      if (modal.loading) {
        request++
        set(modal.open, false)
      }
      if (!modal.open || !stage?.canClose()) return
      set(false, false)
      bus.emit('modal:close', undefined)
    },
    attach(loaded) {
      stage = loaded
    },
  }
}
