// The app's theme as the embedded-wallet frame learns it (SPEC §7's SYNC_THEME), so its own pages (the approval
// page over the modal) match the modal.
import type { FoyerState, Store } from 'foyer'
import type { AppPayloadInput } from '../frame/appPayloads.js'
import type { FrameBridge } from '../frame/createFrameBridge.js'

/** SYNC_THEME's payload for the modal's theme: its mode and its variables (the developer's, merged). */
export const frameTheme = ({ mode, variables }: FoyerState['theme']): AppPayloadInput<'SYNC_THEME'> => ({
  themeMode: mode,
  themeVariables: { ...variables },
})

/** Tells a frame that exists each change of the modal's theme; returns the function that stops it. */
export function watchFrameTheme(store: Pick<Store<FoyerState>, 'select'>, bridge: Pick<FrameBridge, 'syncTheme'>) {
  return store.select(
    (state) => state.theme,
    (theme) => bridge.syncTheme(frameTheme(theme)),
  )
}
