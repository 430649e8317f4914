import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { parseParams, sendTransactionParams } from './paramsSchemas.js'
import { invalidParams } from './providerErrors.js'
import type { WalletContext } from './WalletContext.js'

/** eth_sendTransaction: signed locally with the account's key and sent with eth_sendRawTransaction. */
export async function sendTransaction(context: WalletContext, params: unknown): Promise<Hex> {
  const [request] = parseParams(sendTransactionParams, params, 'eth_sendTransaction')
  const account = context.accountFor(request.from)
  if (request.chainId !== undefined && Number(request.chainId) !== context.chainId()) {
    throw invalidParams(`Invalid chainId ${request.chainId}: the wallet is on chain ${context.chainId()}`)
  }
  await context.approve('eth_sendTransaction', params)
  return signAndSend(context, account, request, context.chainId())
}

type Block = { baseFeePerGas?: Hex | null }

/** A transaction as a dapp sends it (hex quantities), without `from`. */
export type TransactionFields = Partial<
  Record<'value' | 'data' | 'input' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce', string>
> & { to?: string | null }

/** Fills nonce, gas and fees from the chain (unless given), signs, sends; resolves with the hash. */
export async function signAndSend(
  context: WalletContext,
  account: PrivateKeyAccount,
  request: TransactionFields,
  chainId: number,
): Promise<Hex> {
  const serialized = await signTransactionFields(context, account, request, chainId)
  return (await context.rpc('eth_sendRawTransaction', [serialized], chainId)) as Hex
}

/** Fills nonce, gas and fees from the chain (unless given) and signs; resolves with the serialized transaction. */
export async function signTransactionFields(
  context: WalletContext,
  account: PrivateKeyAccount,
  request: TransactionFields,
  chainId: number,
): Promise<Hex> {
  const rpc = (method: string, params: unknown[] = []) => context.rpc(method, params, chainId) as Promise<Hex>
  const data = (request.data ?? request.input) as Hex | undefined
  const call = { from: account.address, to: request.to ?? undefined, value: request.value ?? '0x0', data }
  const [nonce, gas, block, tip] = await Promise.all([
    request.nonce ?? rpc('eth_getTransactionCount', [account.address, 'pending']),
    request.gas ?? rpc('eth_estimateGas', [call]),
    context.rpc('eth_getBlockByNumber', ['latest', false], chainId) as Promise<Block | null>,
    request.maxPriorityFeePerGas ?? (request.gasPrice ? undefined : rpc('eth_maxPriorityFeePerGas')),
  ])
  const common = {
    chainId,
    to: (request.to ?? null) as Hex | null,
    value: BigInt(request.value ?? 0),
    data: data === '0x' ? undefined : data,
    nonce: Number(nonce as Hex),
    gas: BigInt(gas as Hex),
  }
  const baseFee = block?.baseFeePerGas
  const legacy = request.gasPrice !== undefined || !baseFee
  return legacy
    ? account.signTransaction({
        ...common,
        type: 'legacy',
        gasPrice: BigInt(request.gasPrice ?? ((await rpc('eth_gasPrice')) as Hex)),
      })
    : account.signTransaction({
        ...common,
        type: 'eip1559',
        maxPriorityFeePerGas: BigInt(tip as Hex),
        maxFeePerGas: BigInt(request.maxFeePerGas ?? BigInt(baseFee) * 2n + BigInt(tip as Hex)),
      })
}
