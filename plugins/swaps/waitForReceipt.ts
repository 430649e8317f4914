import { type Network, type PluginContext, sleep } from 'foyer'
import { foyerError, sendRpcRequest } from 'foyer/kit'
import * as z from 'zod/mini'
import { swapErrors } from './swapErrors.js'

const receiptAnswer = z.object({
  result: z.nullable(z.object({ status: z.string(), blockNumber: z.string() })),
})

type Context = Pick<PluginContext, 'options' | 'clock'>

/**
 * Waits until the transaction `hash` is in a block (its receipt, read from the network's RPC every `intervalMs`),
 * and resolves with the block number; a reverted transaction is SWAP_TRANSACTION_FAILED.
 */
export async function waitForReceipt(context: Context, network: Network, hash: string, intervalMs = 250) {
  for (let attempt = 0; attempt < 480; attempt++) {
    const answer = receiptAnswer.safeParse(
      await sendRpcRequest({ network, options: context.options, method: 'eth_getTransactionReceipt', params: [hash] }),
    )
    if (!answer.success) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
    const receipt = answer.data.result
    if (receipt) {
      if (receipt.status !== '0x1') throw swapErrors.transactionFailed()
      return BigInt(receipt.blockNumber)
    }
    await sleep(context.clock, intervalMs)
  }
  throw foyerError('REQUEST_ABORTED')
}
