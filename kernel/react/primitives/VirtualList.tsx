import { type ReactNode, useRef } from 'react'
import { useVirtualRows } from '../hooks/useVirtualRows.js'

export interface VirtualListProps<Item> {
  /** The list's accessible name. */
  label: string
  items: readonly Item[]
  /** Every row's height, gap included (px). */
  rowHeight: number
  /** The scroller's height at most (px); a shorter list takes its own height. */
  maxHeight: number
  itemKey(item: Item): string
  children(item: Item): ReactNode
}

/**
 * A list of any length that draws only the rows in view (and a few around), from the first frame: each row
 * says its place in the whole (aria-posinset, aria-setsize). A list taller than `maxHeight` scrolls, and
 * its scroller takes focus so the keyboard can scroll it.
 */
export function VirtualList<Item>({ label, items, rowHeight, maxHeight, itemKey, children }: VirtualListProps<Item>) {
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useVirtualRows(scroller, items.length, rowHeight)
  const scrolls = rows.total > maxHeight
  return (
    <div
      ref={scroller}
      className="foyer-virtual-list"
      style={{ height: Math.min(rows.total, maxHeight) }}
      tabIndex={scrolls ? 0 : undefined}
    >
      <ul aria-label={label} style={{ height: rows.total }}>
        {items.slice(rows.first, rows.last).map((item, offset) => (
          <li
            key={itemKey(item)}
            aria-posinset={rows.first + offset + 1}
            aria-setsize={items.length}
            style={{ top: (rows.first + offset) * rowHeight, height: rowHeight }}
          >
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  )
}
