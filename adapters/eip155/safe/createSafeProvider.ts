import { FoyerError } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import type { Eip1193Provider } from '../Eip1193Provider.js'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { parseWalletAnswer } from '../walletAnswers.js'
import type { SafeChannel } from './createSafeChannel.js'
import { type SafeInfo, safeTransactionSchema, sentTransactionsSchema, signedMessageSchema } from './safeAnswers.js'

export interface SafeProviderOptions {
  /** How long to wait between two asks for the chain transaction of a Safe transaction (ms). */
  pollInterval?: number
  /** How many asks before giving up on a Safe transaction that waits for its owners (default: 10 minutes' worth). */
  polls?: number
}

const params = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
/** eth_signTypedData_v4's typed data, given as JSON text or as the object. */
const typedDataOf = (value: unknown) => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    throw new ProviderRpcError(-32602, 'eth_signTypedData_v4 needs its typed data as JSON')
  }
}
/** A quantity as hex or decimal digits (or a bigint), else undefined. */
const quantity = (value: unknown): bigint | undefined =>
  typeof value === 'bigint'
    ? value
    : typeof value === 'string' && /^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(value)
      ? BigInt(value)
      : undefined

/**
 * An EIP-1193 provider over a Safe's channel: the Safe's address is the one account, its chain the one chain;
 * a transaction is proposed with sendTransactions and resolves with the chain transaction's hash once the Safe
 * executed it (getTxBySafeTxHash); personal_sign and eth_signTypedData_v4 ask signMessage and signTypedMessage; the
 * chain's other methods are the Safe's rpcCall, other wallet methods unsupported (4200). What no owner acts in
 * (rpcCall, getTxBySafeTxHash) fails with SAFE_NO_ANSWER when the Safe has not answered within `requestTimeoutMs`.
 */
export function createSafeProvider(
  channel: SafeChannel,
  info: SafeInfo,
  { pollInterval = 1_000, polls = 600 }: SafeProviderOptions = {},
): Eip1193Provider {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const chainHashOf = async (safeTxHash: string) => {
    for (let ask = 0; ask < polls; ask++) {
      if (ask > 0) await wait(pollInterval)
      const answer = await channel.request('getTxBySafeTxHash', { safeTxHash }, requestTimeoutMs)
      const { txHash, txStatus } = parseWalletAnswer(safeTransactionSchema, answer, 'Safe getTxBySafeTxHash')
      if (txHash) return txHash
      if (txStatus === 'CANCELLED' || txStatus === 'FAILED')
        throw new ProviderRpcError(-32603, `The Safe transaction ${safeTxHash} ended ${txStatus}`)
    }
    throw new FoyerError(`The Safe has not executed ${safeTxHash} yet`, { code: 'SAFE_NOT_EXECUTED' })
  }

  const sendTransaction = async (transaction: unknown) => {
    const { to, value, data } = (transaction ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
    const amount = value === undefined ? 0n : quantity(value)
    if (typeof to !== 'string' || amount === undefined || (data !== undefined && typeof data !== 'string'))
      throw new ProviderRpcError(-32602, 'A Safe transaction needs a `to` address, a quantity `value` and hex `data`')
    const tx = { to, value: amount.toString(), data: data ?? '0x' }
    const answer = await channel.request('sendTransactions', { txs: [tx], params: {} })
    return chainHashOf(parseWalletAnswer(sentTransactionsSchema, answer, 'Safe sendTransactions').safeTxHash)
  }

  /** signMessage and signTypedMessage: a signature, or an error when the Safe's owners sign on chain later. */
  const sign = async (method: 'signMessage' | 'signTypedMessage', params: unknown) => {
    const answer = parseWalletAnswer(signedMessageSchema, await channel.request(method, params), `Safe ${method}`)
    if ('signature' in answer) return answer.signature
    throw new ProviderRpcError(
      4200,
      'This Safe signs messages on chain, once its owners have; no signature to return now',
    )
  }

  return {
    async request({ method, params: raw }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [info.safeAddress]
        case 'eth_chainId':
          return `0x${info.chainId.toString(16)}`
        case 'net_version':
          return String(info.chainId)
        case 'eth_sendTransaction':
          return sendTransaction(params(raw)[0])
        case 'personal_sign':
          return sign('signMessage', { message: params(raw)[0] })
        case 'eth_signTypedData_v4':
          return sign('signTypedMessage', { typedData: typedDataOf(params(raw)[1]) })
        case 'wallet_switchEthereumChain': {
          const asked = (params(raw)[0] as { chainId?: unknown } | undefined)?.chainId
          if (quantity(asked) === BigInt(info.chainId)) return null
          throw new ProviderRpcError(4902, `The Safe is on chain ${info.chainId} only`)
        }
        case 'wallet_revokePermissions':
          return null
        default:
          // The chain's own methods are the Safe's node's to answer; a wallet method it has no answer for.
          if (/^(eth|net|web3)_/.test(method))
            return channel.request('rpcCall', { call: method, params: params(raw) }, requestTimeoutMs)
          throw new ProviderRpcError(4200, `The Safe does not support ${method}`)
      }
    },
  }
}
