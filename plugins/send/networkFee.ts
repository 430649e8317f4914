import type { Network, PluginContext } from 'foyer'
import { sendRpcRequest, foyerError } from 'foyer/kit'
import * as z from 'zod/mini'
import type { TransferCall } from './rules/transferCall.js'

// A quantity fits a uint256: at most 64 hex digits.
const gasPriceAnswer = z.object({ result: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)) })

type Context = Pick<PluginContext, 'adapters' | 'options'>

/** The chain's gas price in wei (`eth_gasPrice` on the network's RPC, not the wallet's). */
export async function gasPrice(context: Context, network: Network): Promise<bigint> {
  const answer = gasPriceAnswer.safeParse(
    await sendRpcRequest({ network, options: context.options, method: 'eth_gasPrice', params: [] }),
  )
  if (!answer.success) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return BigInt(answer.data.result)
}

export interface NetworkFee {
  gas: bigint
  gasPrice: bigint
  /** `gas * gasPrice`: what the transfer costs in the native coin's base units. */
  fee: bigint
}

/** Solana's base fee: 5,000 lamports per signature, and a transfer has one signer (no priority fee is added). */
export const solanaTransferFee: NetworkFee = { gas: 1n, gasPrice: 5000n, fee: 5000n }

/**
 * What a transfer will cost: the gas the wallet estimates for it times the chain's gas price. The transfer is
 * then sent with this gas and price, so the fee the visitor saw is the fee paid (and a native Max, which leaves
 * exactly that fee, is enough). On solana: the base fee of one signature.
 */
export async function networkFee(
  context: Context,
  { connectorId, network, call }: { connectorId: string; network: Network; call: TransferCall },
): Promise<NetworkFee> {
  if (network.chainNamespace === 'solana') return solanaTransferFee
  const estimate = context.adapters.capability(network.chainNamespace, 'estimateGas')
  const [gas, price] = await Promise.all([
    estimate({ connectorId, network, to: call.to, value: call.value, data: call.data }),
    gasPrice(context, network),
  ])
  return { gas, gasPrice: price, fee: gas * price }
}
