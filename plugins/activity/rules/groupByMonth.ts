import type { Transaction } from '../schemas.js'

export interface MonthGroup {
  year: number
  /** 0 = January. */
  month: number
  transactions: Transaction[]
}

const minedAt = (transaction: Transaction) => new Date(transaction.metadata.minedAt).getTime()

/**
 * SPEC §3: transactions grouped by the year and month they were mined in (local time), the newest month
 * first and the newest transaction first within a month.
 */
export function groupByMonth(transactions: readonly Transaction[]): MonthGroup[] {
  const groups = new Map<string, MonthGroup>()
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    const key = `${date.getFullYear()}-${date.getMonth()}`
    let group = groups.get(key)
    if (!group) {
      group = { year: date.getFullYear(), month: date.getMonth(), transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  const ordered = [...groups.values()].sort((a, b) => b.year - a.year || b.month - a.month)
  for (const group of ordered) group.transactions.sort((a, b) => minedAt(b) - minedAt(a))
  return ordered
}

/** A group's heading: the month's name, with the year when it is not the current one ("March", "March 2024"). */
export function monthTitle(group: Pick<MonthGroup, 'year' | 'month'>, now: number, locale?: string): string {
  const date = new Date(group.year, group.month, 1)
  const thisYear = new Date(now).getFullYear() === group.year
  return new Intl.DateTimeFormat(locale, thisYear ? { month: 'long' } : { month: 'long', year: 'numeric' }).format(date)
}
