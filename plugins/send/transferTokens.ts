import { type Network, type PluginContext, parseCaipAddress } from 'foyer'
import { foyerError, waitForReceipt } from 'foyer/kit'
import { sendErrors } from './sendErrors.js'
import { transferCall } from './rules/transferCall.js'

/** SPEC §5: a transaction hash is 0x plus 64 hex digits. */
const hashPattern = /^0x[0-9a-fA-F]{64}$/

export type TransferContext = Pick<
  PluginContext,
  'store' | 'adapters' | 'bus' | 'track' | 'options' | 'clock' | 'logger'
>

export interface TransferTokensParameters {
  network: Network
  connectorId: string
  /** The token's contract address (plain or chain-prefixed), none for the native coin; its symbol. */
  token: { address?: string; symbol: string }
  receiver: string
  /** The amount in the token's base units, and as the visitor reads it (for analytics). */
  units: bigint
  amount: string
  /** The gas and gas price a preview priced the transfer with; else the wallet's. */
  priced?: { gas: bigint; gasPrice: bigint }
}

/**
 * The transfer of SPEC §4's token send, which Send and Pay share: SEND_INITIATED, the transaction through the
 * active adapter (native, ERC-20 or USDT's `transfer`, SPEC §7), the hash checked (SPEC §5), SEND_SUCCESS and a
 * balance update. Resolves with the hash once the transaction is in a block (Solana's adapter waits for its
 * confirmation), so that what is read again shows it; throws the wallet's error (a refusal is a
 * UserRejectedRequestError), or SEND_TRANSACTION_FAILED when the block holds it reverted.
 */
export async function transferTokens(context: TransferContext, parameters: TransferTokensParameters) {
  const { network, connectorId, token, receiver, units, priced } = parameters
  const namespace = network.chainNamespace
  const account = context.store.getState().chains[namespace]?.accountState
  if (!account?.address) throw foyerError('CAIP_UNDEFINED')
  const tokenAddress = token.address?.includes(':') ? parseCaipAddress(token.address).address : token.address
  const properties = {
    isSmartAccount: account.allAccounts.some(
      (entry) => entry.address === account.address && entry.type === 'smartAccount',
    ),
    network: network.caipNetworkId,
    amount: Number(parameters.amount),
  }
  // SERVICES.md §3.3: `token` is the contract address for a token, the symbol for the native coin.
  context.track('SEND_INITIATED', { ...properties, token: tokenAddress ?? token.symbol })
  const transfer = context.adapters.capability(namespace, 'sendTransaction')
  // A Solana transfer names its token (the SPL mint) and its receiver; the adapter builds the instructions.
  const evm = () => {
    const { to, value, data } = transferCall(tokenAddress, receiver, units)
    return { to, value, data, ...priced }
  }
  const call =
    namespace === 'solana' ? { to: receiver, value: units, ...(tokenAddress ? { token: tokenAddress } : {}) } : evm()
  const hash = await transfer({ connectorId, network, ...call })
  if (namespace === 'eip155') {
    if (!hashPattern.test(hash)) throw foyerError('INVALID_WALLET_ANSWER', { method: 'eth_sendTransaction' })
    await mined(context, network, hash)
  }
  context.track('SEND_SUCCESS', { ...properties, token: token.symbol, hash })
  context.bus.emit('account:balancesChanged', { namespace })
  return hash as `0x${string}`
}

/**
 * The wallet answers with the hash as soon as it has handed the transaction over, which can be before a block
 * holds it. A revert fails the send; a wait that cannot read the receipt (the RPC down, no block in two
 * minutes) does not: the transaction is out, and the balances read again later will show it.
 */
async function mined(context: TransferContext, network: Network, hash: string) {
  const receipt = await waitForReceipt(context, network, hash).catch((error: unknown) => {
    context.logger.warn('send: the receipt of', hash, 'could not be read', error)
    return undefined
  })
  if (receipt?.reverted) throw sendErrors.transactionFailed()
}
