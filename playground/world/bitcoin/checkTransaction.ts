import { hex } from '@scure/base'
import type { Transaction } from 'bitcoinjs-lib'
import { RequestError } from '../api/http/replies.js'
import type { LedgerOutput } from './createUtxoLedger.js'
import { verifyInputSignature } from './verifyInputSignature.js'

const refuse = (reason: string) => new RequestError('sendrawtransaction', reason)

/** The txid an input spends from (its hash is stored byte-reversed). */
export const spentTxid = (input: Transaction['ins'][number]) => hex.encode(Uint8Array.from(input.hash).reverse())

/**
 * What a node checks before it accepts a transaction, with Bitcoin Core's reasons: every input spends an output
 * that exists and is unspent (once), every input's signature is valid for it, and the outputs take no more than
 * the inputs bring. Answers the fee; a refusal is a 400.
 */
export function checkTransaction(
  tx: Transaction,
  outputOf: (txid: string, vout: number) => LedgerOutput | undefined,
): { fee: bigint } {
  if (tx.ins.length === 0) throw refuse('bad-txns-vin-empty')
  if (tx.outs.length === 0) throw refuse('bad-txns-vout-empty')
  const seen = new Set<string>()
  const spent = tx.ins.map((input) => {
    const txid = spentTxid(input)
    const key = `${txid}:${input.index}`
    if (seen.has(key)) throw refuse('bad-txns-inputs-duplicate')
    seen.add(key)
    const output = outputOf(txid, input.index)
    if (!output) throw refuse('bad-txns-inputs-missingorspent')
    if (output.spentBy) throw refuse(`txn-mempool-conflict: ${key} is spent by ${output.spentBy}`)
    return output
  })
  const scripts = spent.map((output) => hex.decode(output.script))
  const values = spent.map((output) => output.value)
  tx.ins.forEach((_, index) => {
    if (!verifyInputSignature(tx, index, scripts, values))
      throw refuse(`mandatory-script-verify-flag-failed (input ${index}: invalid signature)`)
  })
  const inputs = values.reduce((sum, value) => sum + value, 0n)
  const outputs = tx.outs.reduce((sum, output) => sum + output.value, 0n)
  if (outputs > inputs) throw refuse('bad-txns-in-belowout')
  return { fee: inputs - outputs }
}
