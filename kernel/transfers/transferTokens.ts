import type { TransferFee } from '../adapters/defineAdapter.js'
import { foyerError } from '../errors/codedErrors.js'
import { FoyerError } from '../errors/FoyerError.js'
import { t } from '../i18n/t.js'
import type { PluginContext } from '../plugins/PluginDefinition.js'
import type { Network } from '../types.js'

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
  /** The fee a preview priced the transfer at (the adapter's `estimateTransferFee`); else the adapter prices it. */
  priced?: TransferFee
}

/**
 * The transfer of SPEC §4's token send, which Send and Pay share (its failure's text is in their catalogues): SEND_INITIATED, the transaction through the
 * network's adapter (its `transfer`: the eip155 one builds native, ERC-20 or USDT's `transfer`, SPEC §7, and checks
 * the hash, SPEC §5), SEND_SUCCESS and a balance update. Resolves with the hash once the transaction is in a block
 * (the adapter's `waitForTransaction`; Solana's transfer waits for its confirmation itself), so that what is read
 * again shows it; throws the wallet's error (a refusal is a UserRejectedRequestError), or SEND_TRANSACTION_FAILED
 * when the block holds it reverted.
 */
export async function transferTokens(context: TransferContext, parameters: TransferTokensParameters) {
  const { network, connectorId, token, receiver, units, priced } = parameters
  const namespace = network.chainNamespace
  const account = context.store.getState().chains[namespace]?.accountState
  if (!account?.address) throw foyerError('CAIP_UNDEFINED')
  const properties = {
    isSmartAccount: account.allAccounts.some(
      (entry) => entry.address === account.address && entry.type === 'smartAccount',
    ),
    network: network.caipNetworkId,
    amount: Number(parameters.amount),
  }
  // SERVICES.md §3.3: `token` is the contract address for a token (no CAIP prefix), the symbol for the native coin.
  context.track('SEND_INITIATED', { ...properties, token: token.address?.split(':').at(-1) ?? token.symbol })
  const transfer = context.adapters.capability(namespace, 'transfer')
  const hash = await transfer({
    connectorId,
    network,
    to: receiver,
    amount: units,
    // The adapter reads a CAIP-10 token address (`eip155:1:0x…`) as the address it ends with.
    ...(token.address ? { token: token.address } : {}),
    ...(priced ? { priced } : {}),
  })
  if (context.adapters.has(namespace, 'waitForTransaction')) await mined(context, network, hash)
  context.track('SEND_SUCCESS', { ...properties, token: token.symbol, hash })
  // The data API refreshes the sent token first (its balance list names no address for the native coin).
  const moved = token.address?.includes(':')
    ? token.address
    : token.address && `${network.caipNetworkId}:${token.address}`
  context.bus.emit('account:balancesChanged', { namespace, ...(moved ? { tokens: [moved] } : {}) })
  return hash as `0x${string}`
}

/**
 * The wallet answers with the hash as soon as it has handed the transaction over, which can be before a block
 * holds it. A revert fails the send; a wait that cannot read the receipt (the RPC down, no block in two
 * minutes) does not: the transaction is out, and the balances read again later will show it.
 */
async function mined(context: TransferContext, network: Network, hash: string) {
  const wait = context.adapters.capability(network.chainNamespace, 'waitForTransaction')
  const receipt = await wait({ network, hash }).catch((error: unknown) => {
    context.logger.warn('send: the receipt of', hash, 'could not be read', error)
    return undefined
  })
  if (receipt?.reverted) throw new FoyerError(t('The transaction failed on chain'), { code: 'SEND_TRANSACTION_FAILED' })
}
