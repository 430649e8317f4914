import { type RefObject, useEffect, useState } from 'react'

export interface VirtualRows {
  first: number
  last: number
  /** Height of all rows, so the scrollbar tells the whole length. */
  total: number
}

/** Which rows of a fixed-height list are visible in `scroller` (plus `overscan` on each side). */
export function useVirtualRows(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 4,
) {
  const [window, setWindow] = useState({ top: 0, height: 400 })
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const update = () => setWindow({ top: element.scrollTop, height: element.clientHeight || 400 })
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [scroller])
  const first = Math.max(0, Math.floor(window.top / rowHeight) - overscan)
  const last = Math.min(count, Math.ceil((window.top + window.height) / rowHeight) + overscan)
  return { first, last, total: count * rowHeight } satisfies VirtualRows
}
