import type { FoyerError, Network } from 'foyer'
import { useKernel } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { swapApi } from '../api.js'
import { assertSwapNetwork } from '../rules/supportedNetworks.js'
import { updateSwaps } from '../state.js'

/**
 * Reads the active network's swap tokens (GET /v1/convert/tokens) and their USD prices into the swaps slice;
 * on a network outside the supported list it reads nothing and says so (SPEC §5). Picks ETH → USDC-like defaults.
 * The answer is kept when the view that asked has gone meanwhile (the visitor opened the token picker), as long
 * as its network is still the active one.
 */
export function useSwapTokens(network: Network | undefined) {
  const kernel = useKernel()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!network) return
    let live = true
    setError(undefined)
    const api = swapApi(kernel)
    ;(async () => {
      assertSwapNetwork(network, 'swaps')
      const tokens = await api.tokens(network)
      const prices = await api.prices(tokens.map((token) => token.address)).catch(() => ({}))
      if (kernel.networks.active(network.chainNamespace)?.caipNetworkId !== network.caipNetworkId) return
      updateSwaps(kernel, (draft) => {
        const known = (address: string | undefined) => tokens.find((token) => token.address === address)
        draft.tokens = tokens
        draft.tokensNetwork = network.caipNetworkId
        draft.prices = prices
        draft.sourceToken = known(draft.sourceToken?.address) ?? tokens[0]
        draft.toToken = known(draft.toToken?.address)
      })
    })().catch((caught: unknown) => {
      if (live) setError((caught as Partial<FoyerError>).shortMessage ?? String(caught))
    })
    return () => {
      live = false
    }
  }, [kernel, network, attempt])
  return { error, retry: () => setAttempt((value) => value + 1) }
}
