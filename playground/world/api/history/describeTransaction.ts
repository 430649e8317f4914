import { type Address, getAddress, keccak256, stringToHex, zeroAddress } from 'viem'
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

/**
 * Who sent and who received, as the data API reports them: for a send, the receiver of what left the owner's account
 * (a token transfer's receiver, not the token contract the transaction called); for a receipt, who the transfers came
 * from. Where the transfers name no single other party (a trade, a payment to several, a mint or burn), the
 * transaction's own from and to.
 */
function parties(tx: IndexedTransaction, me: string, type: string) {
  const own = { sentFrom: tx.from, sentTo: tx.to ?? tx.contractAddress ?? '' }
  if (type !== 'send' && type !== 'receive') return own
  const sent = type === 'send'
  const mine = tx.transfers.filter((transfer) => (sent ? transfer.from : transfer.to).toLowerCase() === me)
  const others = new Set(mine.map((transfer) => getAddress(sent ? transfer.to : transfer.from)))
  const [other] = others
  if (!other || others.size > 1 || other === zeroAddress) return own
  const self = getAddress(sent ? mine[0]!.from : mine[0]!.to)
  return sent ? { sentFrom: self, sentTo: other } : { sentFrom: other, sentTo: self }
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
  const type = operationType(tx, me, transfers)
  return {
    id: transactionId(tx),
    metadata: {
      operationType: type,
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      ...parties(tx, me, type),
      status: tx.status,
      nonce: tx.nonce,
      chain: tx.caipNetworkId,
    },
    transfers,
  }
}
