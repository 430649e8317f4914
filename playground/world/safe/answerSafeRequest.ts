// The Safe's side of the Safe Apps protocol (what Safe's web app answers a Safe App), over the world's Safe account.
import { randomBytes } from 'node:crypto'
import { type Hex, isAddress, isHex, toHex } from 'viem'
import { jsonRpc } from '../chains/jsonRpc.js'
import type { WorldChain } from '../chains/startChains.js'
import type { SafeAccount } from './createSafeAccount.js'

export type SafeAnswer = { success: true; data: unknown } | { success: false; error: string }

/** The reads a Safe passes to its node for an app (Safe's web app allows these). */
const readCalls = new Set([
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'eth_blockNumber',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
])

const refuse = (error: string): SafeAnswer => ({ success: false, error })

export function createSafeAnswers(chain: WorldChain, safe: SafeAccount) {
  /** Safe transaction hash → the chain transaction that executed it. */
  const executed = new Map<string, Hex>()
  const transactionsOf = (params: unknown) => {
    const txs = (params as { txs?: unknown } | null)?.txs
    if (!Array.isArray(txs) || txs.length === 0) return undefined
    const calls = txs.map((tx: { to?: unknown; value?: unknown; data?: unknown }) =>
      typeof tx?.to === 'string' &&
      isAddress(tx.to) &&
      typeof tx.value === 'string' &&
      /^\d{1,78}$/.test(tx.value) &&
      typeof tx.data === 'string' &&
      isHex(tx.data)
        ? { to: tx.to, value: BigInt(tx.value), data: tx.data }
        : undefined,
    )
    return calls.every((call) => call !== undefined) ? calls : undefined
  }

  return {
    async answer(method: string, params: unknown): Promise<SafeAnswer> {
      if (method === 'getSafeInfo') {
        await safe.ensure()
        return {
          success: true,
          data: {
            safeAddress: safe.address,
            chainId: chain.chainId,
            threshold: 1,
            owners: [safe.owner],
            isReadOnly: false,
            nonce: 0,
          },
        }
      }
      if (method === 'getChainInfo')
        return {
          success: true,
          data: {
            chainId: String(chain.chainId),
            chainName: chain.name,
            shortName: `world${chain.chainId}`,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        }
      if (method === 'rpcCall') {
        const { call, params: callParams } = (params ?? {}) as { call?: unknown; params?: unknown }
        if (typeof call !== 'string' || !readCalls.has(call)) return refuse(`RPC call not allowed: ${String(call)}`)
        return { success: true, data: await jsonRpc(chain.rpcUrl, call, Array.isArray(callParams) ? callParams : []) }
      }
      if (method === 'sendTransactions') {
        const calls = transactionsOf(params)
        if (!calls) return refuse('sendTransactions needs txs of { to, value (decimal), data (hex) }')
        const hash = await safe.execute(calls)
        const safeTxHash = toHex(randomBytes(32))
        executed.set(safeTxHash, hash)
        return { success: true, data: { safeTxHash } }
      }
      if (method === 'getTxBySafeTxHash') {
        const safeTxHash = (params as { safeTxHash?: unknown } | null)?.safeTxHash
        const txHash = typeof safeTxHash === 'string' ? executed.get(safeTxHash) : undefined
        if (!txHash) return refuse('Transaction not found')
        return { success: true, data: { txId: `multisig_${safe.address}_${safeTxHash}`, txStatus: 'SUCCESS', txHash } }
      }
      return refuse(`Method not supported: ${method}`)
    },
    reset() {
      executed.clear()
    },
  }
}
