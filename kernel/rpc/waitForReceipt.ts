import { type Clock, sleep, systemClock } from '../clock.js'
import { foyerError } from '../errors/codedErrors.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { Network } from '../types.js'
import { rule } from '../options/rules/Rule.js'
import { ruleSchema } from '../options/rules/ruleSchema.js'
import { sendRpcRequest } from './sendRpcRequest.js'

// An answer read by its rule, not zod (ruleSchema): the first open's file holds this for `foyer/kit`.
const receiptAnswer = ruleSchema<{ result: { status: '0x0' | '0x1'; blockNumber: string } | null }>(
  rule.object({
    result: rule.nullable(
      rule.object({ status: rule.enum(['0x0', '0x1']), blockNumber: rule.string({ regex: /^0x[0-9a-f]+$/i }) }),
    ),
  }),
)

export interface ReceiptContext {
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>
  /** Default: the system's. */
  clock?: Clock
}

export interface WaitForReceiptParameters {
  intervalMs?: number
  /** How long to wait for the block; then it resolves with undefined (the transaction may still be mined). */
  timeoutMs?: number
}

/** A mined transaction: its block, and whether it reverted (in the block, but nothing it did stayed). */
export interface MinedTransaction {
  blockNumber: bigint
  reverted: boolean
}

/**
 * Waits until the EVM transaction `hash` is in a block, reading its receipt from the network's RPC every
 * `intervalMs`. A wallet answers with the hash once it has handed the transaction over, which can be before any
 * block holds it; what the transaction changed (balances, the history) is there only after. Resolves with the
 * block and the outcome, or undefined after `timeoutMs`; a malformed answer is INVALID_RESPONSE.
 */
export async function waitForReceipt(
  context: ReceiptContext,
  network: Network,
  hash: string,
  { intervalMs = 250, timeoutMs = 120_000 }: WaitForReceiptParameters = {},
): Promise<MinedTransaction | undefined> {
  const clock = context.clock ?? systemClock
  const deadline = clock.now() + timeoutMs
  for (;;) {
    const answer = receiptAnswer.safeParse(
      await sendRpcRequest({
        network,
        options: context.options,
        clock,
        method: 'eth_getTransactionReceipt',
        params: [hash],
      }),
    )
    if (!answer.success) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
    const receipt = answer.data.result
    if (receipt) return { blockNumber: BigInt(receipt.blockNumber), reverted: receipt.status === '0x0' }
    if (clock.now() + intervalMs > deadline) return undefined
    await sleep(clock, intervalMs)
  }
}
