import type { FoyerState, Namespace, PluginContext } from 'foyer'

export interface SiwxSlice {
  /** The namespace whose new connection waits to sign in (no session for its account and network). */
  pending: Namespace | undefined
  /** The wallet is asked to sign. */
  signing: boolean
  /** What went wrong the last time, as the view shows it. */
  error: string | undefined
  /** The visitor tried to close the view while sign-in is required: the view says why it stays. */
  closeRefused: boolean
}

export const initialSiwx: SiwxSlice = { pending: undefined, signing: false, error: undefined, closeRefused: false }

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
