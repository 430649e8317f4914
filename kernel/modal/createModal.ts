import type { Bus } from '../bus/createBus.js'
import { firstView } from '../router/firstView.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'

/** What an open asks of the loaded kernel. */
export interface ModalStage {
  /** Loads the plugins the modal needs. */
  prepare(): Promise<void>
  /**
   * Starts a new history at `view` (its code and the remote config start loading). Resolves once the view's code
   * is there or has failed (the view then offers Try again): the open is done when its view can draw. Never rejects.
   */
  show(view: string, params: unknown): Promise<void>
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
      let shown = view ?? firstView(store.getState())
      let drawable: Promise<void>
      let missing: unknown
      try {
        drawable = stage.show(shown, params)
      } catch (error) {
        // A view no plugin registers (VIEW_NOT_FOUND): the modal shows its first view instead, and open rejects.
        missing = error
        shown = firstView(store.getState())
        try {
          drawable = stage.show(shown, undefined)
        } catch (fallback) {
          set(open, false)
          throw fallback
        }
      }
      await drawable
      if (mine !== request) return
      set(true, false)
      bus.emit('modal:open', { view: shown })
      if (missing) throw missing
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
