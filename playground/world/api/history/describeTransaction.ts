import { type Address, keccak256, stringToHex } from 'viem'
import type { Transaction, Transfer } from '../../../../plugins/activity/schemas.js'
import type { IndexedTransaction } from './createChainIndex.js'
import { describeTransfer } from './describeTransfer.js'

const approveSelector = '0x095ea7b3'

/** A stable UUID-shaped id per chain and hash. */
function transactionId(tx: IndexedTransaction) {
  const hex = keccak256(stringToHex(`${tx.caipNetworkId}:${tx.hash}`)).slice(2, 34)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function operationType(tx: IndexedTransaction, owner: string, transfers: Transfer[]) {
  const sent = tx.from.toLowerCase() === owner
  const outs = transfers.filter((transfer) => transfer.direction === 'out')
  const ins = transfers.filter((transfer) => transfer.direction === 'in')
  if (!tx.to && sent) return 'deploy'
  if (outs.length > 0 && ins.length > 0) return 'trade'
  if (outs.length > 0 || transfers.some((transfer) => transfer.direction === 'self')) return 'send'
  if (ins.length > 0) return 'receive'
  if (sent && tx.input.startsWith(approveSelector)) return 'approve'
  return 'execute'
}

/** The transaction as `owner` sees it (SERVICES.md §1.3), or undefined when it does not concern them. */
export function describeTransaction(tx: IndexedTransaction, owner: Address, baseUrl: string): Transaction | undefined {
  const me = owner.toLowerCase()
  const transfers: Transfer[] = tx.transfers.flatMap((transfer) => {
    const from = transfer.from.toLowerCase() === me
    const to = transfer.to.toLowerCase() === me
    if (!from && !to) return []
    return [describeTransfer(transfer, from && to ? 'self' : from ? 'out' : 'in', baseUrl)]
  })
  if (transfers.length === 0 && tx.from.toLowerCase() !== me) return undefined
  return {
    id: transactionId(tx),
    metadata: {
      operationType: operationType(tx, me, transfers),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.contractAddress ?? '',
      status: tx.status,
      nonce: tx.nonce,
      chain: tx.caipNetworkId,
    },
    transfers,
  }
}
