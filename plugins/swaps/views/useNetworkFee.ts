import type { FoyerError, Network } from 'foyer'
import { useKernel } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { swapApi } from '../api.js'
import { swapGasLimit } from '../rules/balanceOf.js'
import { fromUnits } from '../rules/units.js'

export interface SwapFee {
  /** In the native coin's whole units. */
  amount: string
  symbol: string
  usd: number | undefined
}

/**
 * The network fee the Swap view and the preview show: the gas the swap is sent with times the standard gas price of
 * GET /v1/convert/gas-price (asked only on a supported network, SPEC §5).
 */
export function useNetworkFee(network: Network | undefined, nativePrice: number | undefined) {
  const kernel = useKernel()
  const [fee, setFee] = useState<SwapFee>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    if (!network) return
    let live = true
    swapApi(kernel)
      .gasPrice(network)
      .then((price) => {
        const { symbol, decimals } = network.nativeCurrency
        const amount = fromUnits(BigInt(price.standard) * swapGasLimit, decimals)
        if (live) setFee({ amount, symbol, usd: nativePrice === undefined ? undefined : Number(amount) * nativePrice })
      })
      .catch((caught: unknown) => live && setError((caught as Partial<FoyerError>).shortMessage ?? String(caught)))
    return () => {
      live = false
    }
  }, [kernel, network, nativePrice])
  return { fee, error }
}
