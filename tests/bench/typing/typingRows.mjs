// The typing figure's rows in the bench's table (report.mjs): per field and CPU rate, the median and max over every
// key of every run, against DESIGN.md's budget (each key's new value painted within 100 ms at 4× CPU).

export const TYPING_BUDGET_MS = 100
const names = { search: 'All Wallets search', sendAmount: 'Send amount', swapAmount: 'Swap amount' }

/** Rows of [figure, value, budget, within]; one row saying why when nothing was measured. */
export function typingRows(typing) {
  const rates = Object.entries(typing?.rates ?? {})
  const rows = []
  for (const [rate, fields] of rates)
    for (const [name, stat] of Object.entries(fields)) {
      const budgeted = Number(rate) === 4
      const measured = typeof stat.max === 'number'
      rows.push([
        `typing at ${rate}× CPU: ${names[name] ?? name}, key → painted, median (max)`,
        measured ? `${stat.median.toFixed(1)} (${stat.max.toFixed(1)}) ms, ${stat.keys} keys` : 'not measured',
        budgeted ? `≤ ${TYPING_BUDGET_MS} ms each key at 4× CPU` : '',
        budgeted ? (measured ? (stat.max <= TYPING_BUDGET_MS ? 'yes' : 'NO') : 'not measured') : '',
      ])
    }
  if (!rows.length)
    return [['typing: key → new value painted', `not measured: ${typing?.error ?? 'no figures'}`, '', '']]
  if (typing.error) rows.push(['typing: stopped early', typing.error, '', ''])
  return rows
}
