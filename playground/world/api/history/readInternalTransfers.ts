import { type Address, getAddress, type Hex, hexToBigInt } from 'viem'
import type { WorldNetwork } from '../chain/createChainAccess.js'

interface CallFrame {
  type: string
  from: Address
  to?: Address
  value?: Hex
  error?: string
  calls?: CallFrame[]
}

/** Native value sent by contracts inside a transaction (e.g. a router paying out ETH), from the node's call tracer. */
export async function readInternalTransfers(network: WorldNetwork, hash: Hex) {
  const request = network.client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>
  let root: CallFrame
  try {
    root = (await request({ method: 'debug_traceTransaction', params: [hash, { tracer: 'callTracer' }] })) as CallFrame
  } catch {
    return []
  }
  const transfers: { from: Address; to: Address; amount: bigint }[] = []
  const walk = (frame: CallFrame) => {
    if (frame.error) return
    const amount = frame.value ? hexToBigInt(frame.value) : 0n
    if (frame !== root && frame.type === 'CALL' && frame.to && amount > 0n)
      transfers.push({ from: getAddress(frame.from), to: getAddress(frame.to), amount })
    for (const call of frame.calls ?? []) walk(call)
  }
  walk(root)
  return transfers
}
