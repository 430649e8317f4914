// wallet_switchEthereumChain and wallet_addEthereumChain (EIP-3326, EIP-3085).
import { addChainParams, parseParams, switchChainParams } from './paramsSchemas.js'
import { unrecognizedChain } from './providerErrors.js'
import type { TestWalletChain, WalletContext } from './WalletContext.js'

interface Parameters {
  context: WalletContext
  chains: Map<number, TestWalletChain>
  setChain(chainId: number): void
}

export function walletChainMethods({ context, chains, setChain }: Parameters) {
  return {
    /** Unknown chain: 4902. Known: asks the user, then switches and emits chainChanged; null. */
    async wallet_switchEthereumChain(params: unknown, method: string) {
      const [{ chainId: hexId }] = parseParams(switchChainParams, params, method)
      const chainId = Number(hexId)
      if (!chains.has(chainId)) throw unrecognizedChain(hexId)
      if (chainId === context.chainId()) return null
      await context.approve(method, params)
      setChain(chainId)
      return null
    },
    /** Asks the user, then adds the chain (first RPC URL); it does not switch to it. Null. */
    async wallet_addEthereumChain(params: unknown, method: string) {
      const [request] = parseParams(addChainParams, params, method)
      await context.approve(method, params)
      const chainId = Number(request.chainId)
      if (!chains.has(chainId)) {
        chains.set(chainId, {
          chainId,
          rpcUrl: request.rpcUrls[0]!,
          ...(request.chainName ? { name: request.chainName } : {}),
          ...(request.nativeCurrency ? { nativeCurrency: request.nativeCurrency } : {}),
        })
      }
      return null
    },
  }
}
