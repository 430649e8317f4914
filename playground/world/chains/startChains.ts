import { jsonRpc } from './jsonRpc.js'
import { seedChain } from './seedChain.js'
import { type Anvil, startAnvil } from './startAnvil.js'
import { testAccounts } from './testAccounts.js'
import {
  type Address,
  DAI_ADDRESS,
  MULTICALL3_ADDRESS,
  SWAP_ROUTER_ADDRESS,
  USDC_ADDRESS,
  USDT_ADDRESSES,
  type WorldChainInfo,
  worldChainInfos,
} from './tokens.js'

export interface WorldChain {
  chainId: number
  name: string
  rpcUrl: string
  wsUrl: string
  contracts: { usdc: Address; usdt: Address; dai: Address; router: Address; multicall3?: Address }
}

export interface WorldAccount {
  address: Address
  privateKey: Address
}

export interface Chains {
  /** Ethereum (local), chain id 1, then Arbitrum One (local), chain id 42161. */
  chains: WorldChain[]
  /** Accounts 0..9 of anvil's test mnemonic: 10,000 ETH each; 0..4 also hold 10,000 USDC, USDT and DAI. */
  accounts: WorldAccount[]
  /** Back to the seeded state on every chain (snapshot + revert, re-snapshotting since anvil consumes ids); a
   *  stopped chain is started first. */
  reset(): Promise<void>
  /** Stops the node of chain `chainId` (an outage): its port refuses connections until `startChain`. */
  stopChain(chainId: number): Promise<void>
  /** Starts a stopped chain's node again on its port, deployed and seeded anew (a node restarted from genesis). */
  startChain(chainId: number): Promise<void>
  stop(): Promise<void>
}

export interface StartChainsOptions {
  /** One port per chain, in the order of `chains`; free ports by default. */
  ports?: number[]
}

/**
 * Starts the world's two local EVM chains (anvil, no fork), deploys and seeds them, and snapshots the
 * seeded state for `reset()`. The anvil processes die with this process.
 */
async function startChain({ chainId, name }: WorldChainInfo, port: number | undefined, started: Anvil[], at: number) {
  const anvil = await startAnvil({ chainId, ...(port === undefined ? {} : { port }) })
  started[at] = anvil
  await seedChain(anvil.rpcUrl, chainId)
  const snapshot = (await jsonRpc(anvil.rpcUrl, 'evm_snapshot')) as string
  const chain: WorldChain = {
    chainId,
    name,
    rpcUrl: anvil.rpcUrl,
    wsUrl: anvil.wsUrl,
    contracts: {
      usdc: USDC_ADDRESS,
      usdt: USDT_ADDRESSES[chainId]!,
      dai: DAI_ADDRESS,
      router: SWAP_ROUTER_ADDRESS,
      multicall3: MULTICALL3_ADDRESS,
    },
  }
  return { chain, snapshot }
}

export async function startChains(options: StartChainsOptions = {}): Promise<Chains> {
  const started: Anvil[] = []
  const stop = async () => {
    await Promise.all(started.map((anvil) => anvil?.stop()))
  }
  // Settle every chain before judging, so a failure never leaves a node that was still starting.
  const results = await Promise.allSettled(
    worldChainInfos.map((info, index) => startChain(info, options.ports?.[index], started, index)),
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  const chains = results.map(
    (result) => (result as PromiseFulfilledResult<Awaited<ReturnType<typeof startChain>>>).value,
  )
  const snapshots = chains.map(({ snapshot }) => snapshot)
  const stopped = new Set<number>()
  const indexOf = (chainId: number) => {
    const index = worldChainInfos.findIndex((info) => info.chainId === chainId)
    if (index < 0) throw new Error(`no world chain ${chainId}`)
    return index
  }
  const startChainAgain = async (index: number) => {
    const port = started[index]!.port
    snapshots[index] = (await startChain(worldChainInfos[index]!, port, started, index)).snapshot
    stopped.delete(index)
  }
  return {
    chains: chains.map(({ chain }) => chain),
    accounts: testAccounts.map(({ address, privateKey }) => ({ address, privateKey })),
    stopChain: async (chainId) => {
      const index = indexOf(chainId)
      if (stopped.has(index)) return
      stopped.add(index)
      await started[index]!.stop()
    },
    startChain: async (chainId) => {
      const index = indexOf(chainId)
      if (stopped.has(index)) await startChainAgain(index)
    },
    reset: async () => {
      await Promise.all([...stopped].map(startChainAgain))
      await Promise.all(
        chains.map(async ({ chain }, index) => {
          const reverted = await jsonRpc(chain.rpcUrl, 'evm_revert', [snapshots[index]])
          if (reverted !== true) throw new Error(`could not reset chain ${chain.chainId}`)
          snapshots[index] = (await jsonRpc(chain.rpcUrl, 'evm_snapshot')) as string
        }),
      )
    },
    stop,
  }
}
