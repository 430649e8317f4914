import { decodeEventLog, type Hex } from 'viem'
import { testNftAbi } from '../../chains/abis.js'
import { worldNftCollection } from '../../chains/tokens.js'
import type { IndexedTransfer } from './createChainIndex.js'

/** An ERC-721 Transfer log of a world collection (four topics: the token id is indexed), else undefined. */
export function readNftTransfer(log: { address: string; data: Hex; topics: Hex[] }): IndexedTransfer | undefined {
  const collection = worldNftCollection(log.address)
  if (!collection || log.topics.length !== 4) return undefined
  try {
    const event = decodeEventLog({ abi: testNftAbi, data: log.data, topics: log.topics as [Hex, ...Hex[]] })
    if (event.eventName !== 'Transfer') return undefined
    const { from, to, tokenId } = event.args
    return { nft: { collection, tokenId }, from, to, amount: 1n }
  } catch {
    return undefined
  }
}
