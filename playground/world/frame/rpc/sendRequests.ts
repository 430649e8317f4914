// eth_sendTransaction and wallet_sendCalls: the EOA signs and sends itself; the smart account executes through
// `execute` / `executeBatch` (one atomic transaction), sent by its owner, deployed first if needed.
import { type Hex, numberToHex } from 'viem'
import { sendCallsParamsSchema } from '../../../../adapters/embedded/frame/frameMessages.js'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { parseParams, sendTransactionParams } from '../../wallets/eip155/paramsSchemas.js'
import { executeCalls } from '../accounts/smartAccounts.js'
import { sendAs } from '../accounts/sendAs.js'
import { randomToken } from '../site/createDevices.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { findChain } from '../site/sessions.js'
import { accountTypeOf, activeAddress } from './userAccounts.js'

export interface CallsBundle {
  id: string
  chainId: number
  hashes: Hex[]
  atomic: boolean
  /** A call could not be sent after earlier ones were. */
  stopped: boolean
}

const toBigInt = (value: string | number | undefined) => (value === undefined ? undefined : BigInt(value))

export async function sendTransaction(site: SiteState, user: SiteUser, chain: WorldChain, params: unknown) {
  const [request] = parseParams(sendTransactionParams, params, 'eth_sendTransaction')
  const type = accountTypeOf(site, user, chain, request.from)
  if (request.chainId !== undefined && Number(request.chainId) !== chain.chainId)
    throw new FrameRequestError(`The transaction is for chain ${request.chainId}, not eip155:${chain.chainId}`)
  await site.approvals.ask('eth_sendTransaction', params, user.id)
  const data = (request.data ?? request.input) as Hex | undefined
  if (type === 'eoa') {
    const gas = toBigInt(request.gas)
    return sendAs(user.key, chain, {
      to: (request.to ?? null) as Address | null,
      ...(request.value === undefined ? {} : { value: BigInt(request.value) }),
      ...(data === undefined ? {} : { data }),
      ...(gas === undefined ? {} : { gas }),
    })
  }
  if (!request.to) throw new FrameRequestError('A smart account cannot deploy a contract with eth_sendTransaction')
  const call = { to: request.to as Address, value: toBigInt(request.value) ?? 0n, data: data ?? '0x' }
  return executeCalls(user.key, user.address, chain, [call])
}

export async function sendCalls(site: SiteState, user: SiteUser, fallback: WorldChain, params: unknown) {
  const [request] = parseParams(sendCallsParamsSchema, params, 'wallet_sendCalls')
  const chain = request.chainId === undefined ? fallback : findChain(site, request.chainId)
  const from = request.from ?? activeAddress(site, user, chain)
  const type = accountTypeOf(site, user, chain, from)
  if (request.calls.length === 0) throw new FrameRequestError('wallet_sendCalls needs at least one call')
  const id = request.id ?? `0x${randomToken(32)}`
  if (site.bundles.has(id)) throw new FrameRequestError(`There is already a bundle with the id ${id}`)
  const calls = request.calls.map((call) => ({
    to: call.to as Address,
    value: toBigInt(call.value) ?? 0n,
    data: (call.data ?? '0x') as Hex,
  }))
  if (request.atomicRequired && type === 'eoa') throw new FrameRequestError('The EOA cannot execute calls atomically')
  await site.approvals.ask('wallet_sendCalls', params, user.id)
  const bundle: CallsBundle = {
    id,
    chainId: chain.chainId,
    hashes: [],
    atomic: type === 'smartAccount',
    stopped: false,
  }
  if (type === 'smartAccount') {
    bundle.hashes.push(await executeCalls(user.key, user.address, chain, calls))
  } else {
    for (const call of calls) {
      try {
        bundle.hashes.push(await sendAs(user.key, chain, call))
      } catch (error) {
        if (bundle.hashes.length === 0) throw error
        bundle.stopped = true
        break
      }
    }
  }
  site.bundles.set(id, bundle)
  return { id }
}

type Receipt = { status: Hex; logs: { address: Hex; data: Hex; topics: Hex[] }[] } & Record<string, unknown>

/** EIP-5792 status: 100 pending, 200 confirmed, 500 reverted, 600 partly done. */
export async function getCallsStatus(
  site: SiteState,
  params: unknown,
  rpc: (chain: number, hash: Hex) => Promise<Receipt | null>,
) {
  const id = Array.isArray(params) ? params[0] : undefined
  const bundle = typeof id === 'string' ? site.bundles.get(id) : undefined
  if (!bundle) throw new FrameRequestError(`No matching bundle found for the id ${String(id)}`)
  const receipts = await Promise.all(bundle.hashes.map((hash) => rpc(bundle.chainId, hash)))
  const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null)
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  const status =
    mined.length < receipts.length
      ? 100
      : bundle.stopped
        ? 600
        : succeeded === mined.length
          ? 200
          : succeeded
            ? 600
            : 500
  return {
    version: '2.0.0',
    id: bundle.id,
    chainId: numberToHex(bundle.chainId),
    status,
    atomic: bundle.atomic,
    ...(status >= 200
      ? {
          receipts: mined.map((receipt) => ({
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: receipt.status,
            blockHash: receipt.blockHash,
            blockNumber: receipt.blockNumber,
            gasUsed: receipt.gasUsed,
            transactionHash: receipt.transactionHash,
          })),
        }
      : {}),
  }
}
