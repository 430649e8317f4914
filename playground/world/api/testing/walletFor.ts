import { createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Chains } from '../../chains/startChains.js'

/** A viem wallet client sending as one of the world's prefunded accounts, on one of its chains. */
export function walletFor(chains: Chains, accountIndex = 0, chainIndex = 0) {
  const info = chains.chains[chainIndex]!
  const chain = defineChain({
    id: info.chainId,
    name: info.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
  })
  const account = privateKeyToAccount(chains.accounts[accountIndex]!.privateKey)
  return createWalletClient({ account, chain, transport: http(info.rpcUrl) })
}
