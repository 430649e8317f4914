import type { Transaction, Transfer } from '../schemas.js'

export interface TransferSummary {
  /** '+' received, '-' sent, '' to oneself. */
  sign: '+' | '-' | ''
  /** The decimal quantity as the API gives it (shown to 3 decimals), '1' for an NFT. */
  quantity: string
  /** The token's symbol, or the NFT's name. */
  name: string
  image: string | undefined
}

export interface TransactionSummary {
  /** The operation as a title: Send, Receive, Trade, Approve, Deploy, Execute... */
  title: string
  /** Who is on the other side: the receiver of what the account sent, else the sender. */
  counterparty: string
  /** 'to' or 'from', before the counterparty. */
  preposition: 'to' | 'from'
  transfers: TransferSummary[]
  status: Transaction['metadata']['status']
}

const signOf = (direction: Transfer['direction']) => (direction === 'in' ? '+' : direction === 'out' ? '-' : '')

const summarizeTransfer = (transfer: Transfer): TransferSummary => ({
  sign: signOf(transfer.direction),
  quantity: transfer.quantity.numeric,
  name: transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? transfer.fungible_info?.name ?? '',
  image: transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url,
})

/** What a row of the Activity tab says of a transaction, seen by `address`. */
export function describeTransaction(transaction: Transaction, address: string): TransactionSummary {
  const { metadata } = transaction
  const type = metadata.operationType || 'execute'
  const received = metadata.sentFrom.toLowerCase() !== address.toLowerCase()
  return {
    title: type.slice(0, 1).toUpperCase() + type.slice(1),
    counterparty: received ? metadata.sentFrom : metadata.sentTo,
    preposition: received ? 'from' : 'to',
    transfers: (transaction.transfers ?? []).map(summarizeTransfer),
    status: metadata.status,
  }
}
