import { type RefObject, useLayoutEffect } from 'react'
import { viewDrawn } from './viewDrawn.js'

/**
 * Gives `outer` the height of `inner` in px and keeps it in step, so a CSS transition on height
 * animates between views (SPEC §9: 150 ms). While the modal opens the body follows its content unset; once the
 * first view's content is drawn (viewDrawn), `onDrawn` is told, and from then on the height is set in px.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
  onDrawn: () => void,
): void {
  useLayoutEffect(() => {
    const outerElement = outer.current
    const innerElement = inner.current
    if (!outerElement || !innerElement) return
    let opening = true
    let frame: number | undefined
    /** `settle`: a frame has come since the content was drawn, and what comes now is a change (animated). */
    const apply = (settle: boolean) => {
      if (opening) {
        // Until the first view is drawn the body takes its content's height itself, in the same layout as
        // the content (a height set from here lands a frame later: the resize is observed after layout).
        outerElement.style.height = ''
        if (!viewDrawn(innerElement)) return
        // What React commits before the next frame (a method's code, a second pass) is still the opening.
        if (!settle) {
          frame ??= requestAnimationFrame(() => apply(true))
          return
        }
        opening = false
        mutations.disconnect()
        onDrawn()
      }
      // The exact height (a fraction of a px, as text lines give): offsetHeight's whole px would move the dialog by
      // that fraction a frame after its first view was drawn.
      outerElement.style.height = getComputedStyle(innerElement).height
    }
    // While opening, every change of the body's content is looked at as React commits it (a mutation is
    // reported before the next frame; a resize only after that frame's layout, a frame late for the first view).
    const mutations = new MutationObserver(() => apply(false))
    mutations.observe(innerElement, { childList: true, subtree: true, attributeFilter: ['aria-busy', 'class'] })
    apply(false)
    const observer = new ResizeObserver(() => apply(true))
    observer.observe(innerElement)
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      mutations.disconnect()
      observer.disconnect()
    }
  }, [outer, inner])
}
