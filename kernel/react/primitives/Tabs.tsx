import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem {
  id: string
  label: string
}

export interface TabsProps {
  /** Names the tab list ("Account"). */
  label: string
  tabs: readonly TabItem[]
  selected: string
  onSelect(id: string): void
  /** The selected tab's panel. */
  children?: ReactNode
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * A tab list with one panel (WAI-ARIA tabs): the selected tab is the one Tab stop, arrows, Home
 * and End move and select, the panel is named by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const move = step[event.key]
    if (!move || tabs.length === 0) return
    event.preventDefault()
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === selected),
          ),
          tabs.length,
        )
      ]
    if (!next) return
    onSelect(next.id)
    list.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(next.id)}"]`)?.focus()
  }
  return (
    <div className="foyer-tabs">
      <div ref={list} role="tablist" aria-label={label} className="foyer-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            data-tab-id={tab.id}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="foyer-tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a Tab stop
        tabIndex={0}
        className="foyer-tabpanel"
      >
        {children}
      </div>
    </div>
  )
}
