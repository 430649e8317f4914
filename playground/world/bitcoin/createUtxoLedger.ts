// The regtest chain's state: every output ever made (spent ones keep the txid that spent them), the raw
// transactions, and the tip height. The test accounts' payment addresses are funded by one coinbase-like seed
// transaction each (real transactions with real txids, whose outputs the wallets spend).
import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { initEccLib, Transaction } from 'bitcoinjs-lib'
import { bitcoinTestAccounts } from '../wallets/bitcoin/bitcoinTestAccounts.js'
import { addressScript } from './addressScript.js'
import { spentTxid } from './checkTransaction.js'
import { regtestSeedValues, regtestStartHeight } from './regtest.js'

initEccLib(ecc)

export interface LedgerOutput {
  txid: string
  vout: number
  value: bigint
  /** The output script, hex. */
  script: string
  /** The block it was mined in. */
  height: number
  /** The transaction that spent it. */
  spentBy?: string
}

function seedTransaction(index: number, script: string): Transaction {
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Uint8Array.of(0x01, index + 1, 0x00))
  for (const value of regtestSeedValues) tx.addOutput(hex.decode(script), value)
  return tx
}

export function createUtxoLedger() {
  const outputs = new Map<string, LedgerOutput>()
  const transactions = new Map<string, string>()
  let height = regtestStartHeight

  const record = (tx: Transaction, at: number) => {
    const txid = tx.getId()
    transactions.set(txid, tx.toHex())
    tx.outs.forEach((output, vout) => {
      const script = hex.encode(output.script)
      outputs.set(`${txid}:${vout}`, { txid, vout, value: output.value, script, height: at })
    })
    return txid
  }
  const seed = () => {
    outputs.clear()
    transactions.clear()
    height = regtestStartHeight
    bitcoinTestAccounts.forEach((account, index) => {
      record(seedTransaction(index, addressScript(account.payment.address)), 1)
    })
  }
  seed()

  const ofScript = (script: string) => [...outputs.values()].filter((output) => output.script === script)

  return {
    get height() {
      return height
    },
    output: (txid: string, vout: number) => outputs.get(`${txid}:${vout}`),
    /** The unspent outputs paying to an output script (hex). */
    utxosOf: (script: string) => ofScript(script).filter((output) => !output.spentBy),
    /** Everything that ever paid to an output script (hex), spent or not. */
    historyOf: ofScript,
    transactionHex: (txid: string) => transactions.get(txid),
    /** Mines a checked transaction in a new block: its inputs become spent, its outputs unspent. */
    apply(tx: Transaction): string {
      height += 1
      const txid = record(tx, height)
      for (const input of tx.ins) {
        const spent = outputs.get(`${spentTxid(input)}:${input.index}`)
        if (spent) spent.spentBy = txid
      }
      return txid
    },
    /** Back to the seeded state. */
    reset: seed,
  }
}

export type UtxoLedger = ReturnType<typeof createUtxoLedger>
