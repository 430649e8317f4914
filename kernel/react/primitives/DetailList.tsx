import type { ReactNode } from 'react'
import { Text } from './Text.js'

/** One row of a DetailList: the term, its value, and the value's test id. */
export type DetailRow = readonly [term: string, value: ReactNode, testId: string]

export interface DetailListProps {
  /** The list's accessible name ("Quote"). */
  label: string
  rows: readonly DetailRow[]
}

/** Terms and their values, one row each, the term muted on the left (a quote's figures, a review's fields). */
export function DetailList({ label, rows }: DetailListProps) {
  return (
    <dl className="foyer-list" aria-label={label}>
      {rows.map(([term, value, id]) => (
        <div key={id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <dt>
            <Text tone="muted">{term}</Text>
          </dt>
          <dd>
            <Text data-testid={id}>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  )
}
