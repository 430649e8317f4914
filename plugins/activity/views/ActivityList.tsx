import { Spinner, Text, t, useKernel, useActiveLocale, useVirtualRows } from 'foyer/ui'
import { useEffect, useMemo, useRef } from 'react'
import { loadTransactions } from '../loadTransactions.js'
import { groupByMonth, monthTitle } from '../rules/groupByMonth.js'
import type { Transaction } from '../schemas.js'
import { TransactionRow } from './TransactionRow.js'

type Row =
  | { kind: 'month'; key: string; title: string }
  | { kind: 'transaction'; key: string; transaction: Transaction }

const rowHeight = 64
const maxHeight = 336
/** The next page is asked for when the rows drawn reach this close to the end. */
const pageAhead = 4

export interface ActivityListProps {
  transactions: readonly Transaction[]
  address: string
  now: number
  /** A next page exists. */
  more: boolean
  loading: boolean
}

/**
 * The history by month, only the rows in view drawn (a long history scrolls smoothly); scrolling near its end
 * asks for the next page by cursor.
 */
export function ActivityList({ transactions, address, now, more, loading }: ActivityListProps) {
  const kernel = useKernel()
  const locale = useActiveLocale()
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useMemo(
    () =>
      groupByMonth(transactions).flatMap((group): Row[] => [
        { kind: 'month', key: `${group.year}-${group.month}`, title: monthTitle(group, now, locale) },
        ...group.transactions.map((transaction) => ({
          kind: 'transaction' as const,
          key: transaction.id,
          transaction,
        })),
      ]),
    [transactions, now, locale],
  )
  const range = useVirtualRows(scroller, rows.length, rowHeight)
  const nearEnd = range.last >= rows.length - pageAhead
  useEffect(() => {
    if (nearEnd && more && !loading) void loadTransactions(kernel, 'more')
  }, [nearEnd, more, loading, kernel])
  return (
    <>
      <div
        ref={scroller}
        className="foyer-virtual-list"
        style={{ height: Math.min(range.total, maxHeight) }}
        tabIndex={range.total > maxHeight ? 0 : undefined}
      >
        <ul aria-label={t('Transactions')} style={{ height: range.total }}>
          {rows.slice(range.first, range.last).map((row, offset) => (
            <li key={row.key} style={{ top: (range.first + offset) * rowHeight, height: rowHeight }}>
              {row.kind === 'month' ? (
                <Text as="h4" variant="small" tone="muted" style={{ padding: '20px 8px 4px' }}>
                  {row.title}
                </Text>
              ) : (
                <TransactionRow transaction={row.transaction} address={address} now={now} locale={locale} />
              )}
            </li>
          ))}
        </ul>
      </div>
      {loading ? <Spinner label={t('Loading more transactions')} size={20} /> : null}
    </>
  )
}
