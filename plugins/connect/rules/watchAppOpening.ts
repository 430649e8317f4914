import type { Clock } from 'foyer'

/**
 * How long the page waits to be left once a wallet's app link is opened (ms). An app that opens takes the screen
 * (the page is hidden) or first asks the visitor (the page loses focus) well within it; past it, with the page
 * still shown and focused, the link led nowhere: the app is not installed, or the browser refused to open it.
 */
export const appOpenWait = 2_000

export interface WatchAppOpeningParameters {
  /** The page's window (`blur`, `pagehide`) and document (`visibilitychange`). */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  wait?: number
  /** The page lost focus or was hidden or left: an app took over. */
  onOpened(): void
  /** Nothing of the kind within `wait`. */
  onNotOpened(): void
}

/**
 * Watches whether a wallet's app opened after its link was followed: one of `onOpened` or `onNotOpened`, once.
 * Returns the function that stops watching (neither is called after it).
 */
export function watchAppOpening({
  window,
  document,
  clock,
  wait = appOpenWait,
  onOpened,
  onNotOpened,
}: WatchAppOpeningParameters): () => void {
  const left = () => {
    stop()
    onOpened()
  }
  const hidden = () => {
    if (document.visibilityState === 'hidden') left()
  }
  const timer = clock.setTimeout(() => {
    stop()
    onNotOpened()
  }, wait)
  function stop() {
    clock.clearTimeout(timer)
    window.removeEventListener('blur', left)
    window.removeEventListener('pagehide', left)
    document.removeEventListener('visibilitychange', hidden)
  }
  window.addEventListener('blur', left)
  window.addEventListener('pagehide', left)
  document.addEventListener('visibilitychange', hidden)
  return stop
}
