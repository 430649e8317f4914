import { formatQuantity, Image, Text, t, truncateAddress } from 'foyer/ui'
import { describeTransaction } from '../rules/describeTransaction.js'
import { relativeTime } from '../rules/relativeTime.js'
import type { Transaction } from '../schemas.js'

const statusText = { confirmed: () => undefined, failed: () => t('Failed'), pending: () => t('Pending') } as const
const minus = '\u2212'
const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const

export interface TransactionRowProps {
  transaction: Transaction
  /** The account the history is of. */
  address: string
  /** The clock's time, for "3 minutes ago". */
  now: number
  /** The language in use, for the time and the date. */
  locale: string
}

/**
 * One transaction: the operation, its status when not confirmed, the counterparty (truncated), the first
 * transfer's icon, each transfer's quantity to 3 decimals with its direction, and how long ago it was mined.
 */
export function TransactionRow({ transaction, address, now, locale }: TransactionRowProps) {
  const summary = describeTransaction(transaction, address)
  const status = statusText[summary.status]()
  // The operation's name (Send, Receive, Trade...) in the language in use, when the catalogue has it.
  const title = t(summary.title)
  const amounts = summary.transfers
    .slice(0, 2)
    .map(({ sign, quantity, name }) => `${sign === '-' ? minus : sign}${formatQuantity(quantity)} ${name}`)
  const minedAt = new Date(transaction.metadata.minedAt)
  return (
    <div className="foyer-list-item" data-testid="activity-row">
      <Image src={summary.transfers[0]?.image} alt="" fallback={title.slice(0, 1)} />
      <span className="foyer-list-item-label" style={column}>
        <span>
          {title}
          {status ? (
            <Text as="span" tone={summary.status === 'failed' ? 'error' : 'muted'}>{` · ${status}`}</Text>
          ) : null}
        </span>
        <Text as="span" variant="small" tone="muted">
          {summary.counterparty
            ? `${
                summary.preposition === 'to'
                  ? t('to {address}', { address: truncateAddress(summary.counterparty) })
                  : t('from {address}', { address: truncateAddress(summary.counterparty) })
              } · `
            : ''}
          <time dateTime={transaction.metadata.minedAt} title={minedAt.toLocaleString(locale)}>
            {relativeTime(minedAt.getTime(), now, locale)}
          </time>
        </Text>
      </span>
      {amounts.length > 0 ? (
        <Text as="span" variant="small" style={{ ...column, alignItems: 'flex-end', flex: 'none' }}>
          {amounts.map((amount) => (
            <span key={amount}>{amount}</span>
          ))}
        </Text>
      ) : null}
    </div>
  )
}
