// The Esplora HTTP API (Blockstream's, as mempool.space also serves it), the part wallets and apps use: UTXOs and
// stats per address, fee estimates, the tip, raw transactions, and broadcasting (`POST /tx`, the raw hex as body).
import { Transaction } from 'bitcoinjs-lib'
import { RequestError } from '../api/http/replies.js'
import { addressScript } from './addressScript.js'
import { checkTransaction } from './checkTransaction.js'
import type { LedgerOutput, UtxoLedger } from './createUtxoLedger.js'
import { regtestFeeEstimates } from './regtest.js'

export type EsploraAnswer = { status: number; json: unknown } | { status: number; text: string }

const sum = (outputs: LedgerOutput[]) => outputs.reduce((total, output) => total + Number(output.value), 0)
const noMempool = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }

function addressStats(ledger: UtxoLedger, address: string) {
  const history = ledger.historyOf(addressScript(address))
  const spent = history.filter((output) => output.spentBy)
  const txids = new Set([...history.map((output) => output.txid), ...spent.map((output) => output.spentBy)])
  return {
    address,
    chain_stats: {
      funded_txo_count: history.length,
      funded_txo_sum: sum(history),
      spent_txo_count: spent.length,
      spent_txo_sum: sum(spent),
      tx_count: txids.size,
    },
    mempool_stats: noMempool,
  }
}

function broadcast(ledger: UtxoLedger, body: string): EsploraAnswer {
  let tx: Transaction
  try {
    tx = Transaction.fromHex(body.trim())
  } catch {
    throw new RequestError('sendrawtransaction', 'TX decode failed')
  }
  checkTransaction(tx, ledger.output)
  return { status: 200, text: ledger.apply(tx) }
}

/** Answers one request; an unknown route is a 404, a refused one a RequestError (400). */
export function esploraRoute(ledger: UtxoLedger, method: string, path: string, body: string): EsploraAnswer {
  if (method === 'POST' && path === '/tx') return broadcast(ledger, body)
  if (method !== 'GET') return { status: 405, text: 'Method not allowed' }
  if (path === '/blocks/tip/height') return { status: 200, text: String(ledger.height) }
  if (path === '/fee-estimates') return { status: 200, json: regtestFeeEstimates }
  const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path)
  if (utxo) {
    return {
      status: 200,
      json: ledger.utxosOf(addressScript(decodeURIComponent(utxo[1]!))).map((output) => ({
        txid: output.txid,
        vout: output.vout,
        value: Number(output.value),
        status: { confirmed: true, block_height: output.height },
      })),
    }
  }
  const stats = /^\/address\/([^/]+)$/.exec(path)
  if (stats) return { status: 200, json: addressStats(ledger, decodeURIComponent(stats[1]!)) }
  const raw = /^\/tx\/([0-9a-f]{64})\/hex$/.exec(path)
  if (raw) {
    const found = ledger.transactionHex(raw[1]!)
    return found ? { status: 200, text: found } : { status: 404, text: 'Transaction not found' }
  }
  return { status: 404, text: 'Not found' }
}
