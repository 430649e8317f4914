import type { Network } from 'foyer'
import { bip122Errors } from './bip122Errors.js'
import type { Utxo } from './esplora.js'
import { bitcoinJsNetwork, type BitcoinJs } from './loadBitcoinJs.js'
import { spendingInput } from './spendingInput.js'

export interface BuildTransferParameters {
  network: Network
  from: { address: string; publicKey?: string }
  recipient: string
  /** Sats. */
  amount: bigint
  utxos: readonly Utxo[]
  /** sat/vB. */
  feeRate: number
}

/** Below this, an output is dust that nodes do not relay: no change is made, the fee takes it. */
const dust = 546n
/** A transaction's fixed part, and an output (taproot-sized, the largest the adapter pays to), in vbytes. */
const overhead = 11
const outputVbytes = 43

/**
 * A transfer as an unsigned PSBT: the sender's coins, largest first, until they cover the amount and the fee at
 * `feeRate`; the amount to the recipient, the change (unless dust) back to the sender. Every input carries what
 * a wallet needs to sign it (the spent output, and the redeem script or internal key).
 */
export function buildTransferPsbt(lib: BitcoinJs, parameters: BuildTransferParameters) {
  const { network, from, recipient, amount, utxos, feeRate } = parameters
  if (amount < dust) throw bip122Errors.invalidAmount(String(amount))
  const params = bitcoinJsNetwork(lib, network)
  const spending = spendingInput(lib, params, from.address, from.publicKey)
  try {
    lib.address.toOutputScript(recipient, params)
  } catch {
    throw bip122Errors.invalidAddress(recipient)
  }
  const feeFor = (inputs: number, outputs: number) =>
    BigInt(Math.ceil((overhead + inputs * spending.vbytes + outputs * outputVbytes) * feeRate))
  const coins = [...utxos].sort((a, b) => b.value - a.value)
  const chosen: Utxo[] = []
  let total = 0n
  for (const coin of coins) {
    if (total >= amount + feeFor(chosen.length, 2)) break
    chosen.push(coin)
    total += BigInt(coin.value)
  }
  const needed = amount + feeFor(chosen.length, 2)
  if (total < amount + feeFor(chosen.length, 1)) throw bip122Errors.insufficientFunds(needed, total)
  const psbt = new lib.Psbt({ network: params })
  for (const coin of chosen)
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: spending.script, value: BigInt(coin.value) },
      ...(spending.redeemScript ? { redeemScript: spending.redeemScript } : {}),
      ...(spending.tapInternalKey ? { tapInternalKey: spending.tapInternalKey } : {}),
    })
  psbt.addOutput({ address: recipient, value: amount })
  const change = total - needed
  if (change >= dust) psbt.addOutput({ address: from.address, value: change })
  const fee = change >= dust ? needed - amount : total - amount
  return { psbt: psbt.toBase64(), inputs: chosen.map((_, index) => index), fee }
}
