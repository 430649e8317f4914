import type { FoyerState, Namespace, PluginContext } from 'foyer'

export interface SiwxSlice {
  /** The namespace whose new connection waits to sign in (no session for its account and network). */
  pending: Namespace | undefined
  /** The wallet is asked to sign. */
  signing: boolean
  /**
   * Counts the sign-in attempts: one that is left (the modal closed, the namespace disconnected or connected
   * again, Cancel) is over for the view, so a wallet that never answers cannot hold the Sign button.
   */
  attempt: number
  /** What went wrong the last time, as the view shows it. */
  error: string | undefined
  /** The visitor tried to close the view while sign-in is required: the view says why it stays. */
  closeRefused: boolean
}

export const initialSiwx: SiwxSlice = {
  pending: undefined,
  signing: false,
  attempt: 0,
  error: undefined,
  closeRefused: false,
}

export const selectSiwx = (state: FoyerState): SiwxSlice => state.siwx ?? initialSiwx

declare module 'foyer' {
  interface Slices {
    siwx: SiwxSlice
  }
  interface Views {
    SIWXSignMessage: undefined
  }
}

/** Changes the siwx slice (added by the plugin's setup; a change before it is dropped). */
export function updateSiwx(context: Pick<PluginContext, 'updateSlice'>, recipe: (draft: SiwxSlice) => void) {
  context.updateSlice('siwx', (siwx) => recipe(siwx))
}

/** Leaves the attempt in progress, if any: the Sign button is free again, and its late answer changes nothing. */
export function leaveAttempt(draft: SiwxSlice): void {
  draft.attempt += 1
  draft.signing = false
}
