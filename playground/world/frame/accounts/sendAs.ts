// Transactions signed by a key the site holds: viem fills nonce, gas and fees; one at a time per account and chain.
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../../chains/jsonRpc.js'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { viemChain } from '../../chains/viemChain.js'

export interface TransactionRequest {
  to?: Address | null
  value?: bigint
  data?: Hex
  gas?: bigint
}

const queues = new Map<string, Promise<unknown>>()

export function sendAs(key: Hex, chain: WorldChain, request: TransactionRequest): Promise<Hex> {
  const account = privateKeyToAccount(key)
  const client = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const queueKey = `${chain.chainId}:${account.address}`
  const run = async () =>
    client.sendTransaction({
      to: request.to ?? null,
      value: request.value ?? 0n,
      ...(request.data && request.data !== '0x' ? { data: request.data } : {}),
      ...(request.gas === undefined ? {} : { gas: request.gas }),
    } as Parameters<typeof client.sendTransaction>[0])
  const sent = (queues.get(queueKey) ?? Promise.resolve()).then(run, run)
  const settled = sent.catch(() => undefined)
  queues.set(queueKey, settled)
  void settled.then(() => {
    if (queues.get(queueKey) === settled) queues.delete(queueKey)
  })
  return sent
}

type Receipt = { status: Hex } | null

/** Waits for the receipt (the world's chains mine at once) and fails on a revert. */
export async function waitForSuccess(chain: Pick<WorldChain, 'rpcUrl'>, hash: Hex): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const receipt = (await jsonRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`transaction ${hash} was not mined`)
}
