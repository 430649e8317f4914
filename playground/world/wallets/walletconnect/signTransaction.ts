import type { Hex } from 'viem'
import { parseParams, sendTransactionParams } from '../eip155/paramsSchemas.js'
import { invalidParams } from '../eip155/providerErrors.js'
import { signTransactionFields } from '../eip155/sendTransaction.js'
import type { WalletContext } from '../eip155/WalletContext.js'

/** eth_signTransaction: filled from the chain and signed with the account's key, not sent; the serialized bytes. */
export async function signTransaction(context: WalletContext, params: unknown): Promise<Hex> {
  const [request] = parseParams(sendTransactionParams, params, 'eth_signTransaction')
  const account = context.accountFor(request.from)
  if (request.chainId !== undefined && Number(request.chainId) !== context.chainId()) {
    throw invalidParams(`Invalid chainId ${request.chainId}: the request is for chain ${context.chainId()}`)
  }
  await context.approve('eth_signTransaction', params)
  return signTransactionFields(context, account, request, context.chainId())
}
