import { type RefObject, useLayoutEffect } from 'react'
import { finishOpeningAnimations } from './finishOpeningAnimations.js'

/**
 * Gives `outer` the height of `inner` in px and keeps it in step, so a CSS transition on height
 * animates between views (SPEC §9: 150 ms). The first height is set before paint, unanimated, and the
 * first view's content arrives at once (finishOpeningAnimations), which `onDrawn` is told.
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
    const apply = () => {
      outerElement.style.height = `${innerElement.offsetHeight}px`
      if (opening && finishOpeningAnimations(outerElement, innerElement)) {
        opening = false
        onDrawn()
      }
    }
    apply()
    const observer = new ResizeObserver(apply)
    observer.observe(innerElement)
    return () => observer.disconnect()
  }, [outer, inner])
}
