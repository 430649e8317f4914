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
  /** Back to the seeded state on every chain (snapshot + revert, re-snapshotting since anvil consumes ids). */
  reset(): Promise<void>
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
async function startChain({ chainId, name }: WorldChainInfo, port: number | undefined, started: Anvil[]) {
  const anvil = await startAnvil({ chainId, ...(port === undefined ? {} : { port }) })
  started.push(anvil)
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
    await Promise.all(started.map((anvil) => anvil.stop()))
  }
  // Settle every chain before judging, so a failure never leaves a node that was still starting.
  const results = await Promise.allSettled(
    worldChainInfos.map((info, index) => startChain(info, options.ports?.[index], started)),
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
  return {
    chains: chains.map(({ chain }) => chain),
    accounts: testAccounts.map(({ address, privateKey }) => ({ address, privateKey })),
    reset: async () => {
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
