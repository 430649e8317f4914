// viem clients over a running world, for tests (Node).
import { createPublicClient, createWalletClient, http, type PublicClient, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testTokenAbi } from './abis.js'
import type { Chains, WorldChain } from './startChains.js'
import type { Address } from './tokens.js'
import { viemChain } from './viemChain.js'

export interface WorldClients {
  publicClient(chain: WorldChain): PublicClient
  /** A wallet client signing with the key of test account `accountIndex`. */
  walletClient(
    chain: WorldChain,
    accountIndex: number,
  ): WalletClient & { account: NonNullable<WalletClient['account']> }
  balanceOf(chain: WorldChain, token: Address, owner: Address): Promise<bigint>
}

export function worldClients(world: Chains): WorldClients {
  const publics = new Map<number, PublicClient>()
  const publicClient = (chain: WorldChain) => {
    let client = publics.get(chain.chainId)
    if (!client) {
      client = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) }) as PublicClient
      publics.set(chain.chainId, client)
    }
    return client
  }
  return {
    publicClient,
    walletClient: (chain, accountIndex) =>
      createWalletClient({
        account: privateKeyToAccount(world.accounts[accountIndex]!.privateKey),
        chain: viemChain(chain),
        transport: http(chain.rpcUrl),
      }),
    balanceOf: (chain, token, owner) =>
      publicClient(chain).readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] }),
  }
}
