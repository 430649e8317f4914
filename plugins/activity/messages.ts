// The activity plugin's texts in English: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('No transactions yet')`; plugins/locales/catalogues.test.ts checks each
// is here.

/** The tab's label (index.ts). */
export const activityTitles = {
  activity: 'Activity',
} as const

/** The Activity tab and its list. */
export const activityTexts = {
  loading: 'Loading transactions',
  empty: 'No transactions yet',
  transactions: 'Transactions',
  loadingMore: 'Loading more transactions',
  failed: 'Failed',
  pending: 'Pending',
  to: 'to {address}',
  from: 'from {address}',
  fetchFailed: 'Failed to fetch transactions',
  noAddress: 'Transactions cannot be fetched without an account address',
} as const

/** A transaction's operation, as the data API names it (`operationType`, capitalized): the row's title. */
export const operationTitles = {
  send: 'Send',
  receive: 'Receive',
  trade: 'Trade',
  approve: 'Approve',
  deploy: 'Deploy',
  execute: 'Execute',
  mint: 'Mint',
  burn: 'Burn',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  claim: 'Claim',
  stake: 'Stake',
  unstake: 'Unstake',
  borrow: 'Borrow',
  repay: 'Repay',
} as const
