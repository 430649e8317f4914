import { type Address, decodeEventLog, erc20Abi, getAddress, type Hex } from 'viem'
import type { WorldNftCollection } from '../../chains/tokens.js'
import type { WorldNetwork } from '../chain/createChainAccess.js'
import type { WorldToken } from '../chain/worldTokens.js'
import { readNftTransfer } from './readNftTransfer.js'
import { readInternalTransfers } from './readInternalTransfers.js'

/** A fungible transfer (`token`), or one NFT of a world collection (`nft`, amount 1). */
export interface IndexedTransfer {
  token?: WorldToken
  nft?: { collection: WorldNftCollection; tokenId: bigint }
  from: Address
  to: Address
  amount: bigint
}

export interface IndexedTransaction {
  caipNetworkId: string
  blockNumber: bigint
  index: number
  hash: Hex
  /** Unix seconds of the block. */
  timestamp: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  nonce: number
  input: Hex
  status: 'confirmed' | 'failed'
  /** Value moved: native (top level and internal calls), the world's ERC-20 and ERC-721 Transfer logs. */
  transfers: IndexedTransfer[]
}

/**
 * An index of one chain's transactions, built lazily from the blocks since the last indexed one. If the
 * last indexed block is gone or changed (the chain was reverted), it starts again from block 0.
 */
export function createChainIndex(network: WorldNetwork) {
  const native = network.tokens.find((token) => token.native)!
  let transactions: IndexedTransaction[] = []
  let last: { number: bigint; hash: Hex } | undefined
  let queue: Promise<void> = Promise.resolve()

  async function indexBlock(number: bigint) {
    const block = await network.client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      const receipt = await network.client.getTransactionReceipt({ hash: tx.hash })
      const confirmed = receipt.status === 'success'
      const transfers: IndexedTransfer[] = []
      if (confirmed && tx.to && tx.value > 0n)
        transfers.push({ token: native, from: tx.from, to: tx.to, amount: tx.value })
      if (confirmed && tx.to && tx.input !== '0x')
        for (const internal of await readInternalTransfers(network, tx.hash))
          transfers.push({ token: native, ...internal })
      for (const log of receipt.logs) {
        const nft = readNftTransfer(log)
        if (nft) {
          transfers.push(nft)
          continue
        }
        const token = network.tokens.find(
          (candidate) => !candidate.native && candidate.address.toLowerCase() === log.address.toLowerCase(),
        )
        if (!token) continue
        try {
          const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
          if (event.eventName === 'Transfer')
            transfers.push({ token, from: event.args.from, to: event.args.to, amount: event.args.value })
        } catch {}
      }
      transactions.push({
        caipNetworkId: network.caipNetworkId,
        blockNumber: number,
        index: tx.transactionIndex,
        hash: tx.hash,
        timestamp: Number(block.timestamp),
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
        nonce: tx.nonce,
        input: tx.input,
        status: confirmed ? 'confirmed' : 'failed',
        transfers,
      })
    }
    last = { number, hash: block.hash }
  }

  async function catchUp() {
    const head = await network.client.getBlockNumber({ cacheTime: 0 })
    if (last) {
      const seen = last
      const unchanged =
        head >= seen.number &&
        (await network.client.getBlock({ blockNumber: seen.number }).then((block) => block.hash === seen.hash))
      if (!unchanged) {
        transactions = []
        last = undefined
      }
    }
    for (let number = last ? last.number + 1n : 0n; number <= head; number++) await indexBlock(number)
  }

  return {
    /**
     * Every transaction of the chain up to its head when asked, oldest first. A read that comes while another is
     * indexing catches up after it: joining it would miss the blocks mined since that one read the head (the
     * history asked for right after a send could lack the send).
     */
    async transactions(): Promise<readonly IndexedTransaction[]> {
      const mine = queue.catch(() => undefined).then(catchUp)
      queue = mine
      await mine
      return transactions
    },
  }
}
export type ChainIndex = ReturnType<typeof createChainIndex>
