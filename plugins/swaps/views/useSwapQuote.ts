import type { FoyerError, Network } from 'foyer'
import { useKernel } from 'foyer/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { swapApi } from '../api.js'
import type { SwapToken } from '../schemas.js'
import { updateSwaps } from '../state.js'

/** How long typing must pause before a quote is asked, and how often a shown quote is asked again. */
export const quoteDebounceMs = 300
export const quoteRefreshMs = 10_000

export interface QuoteInput {
  network: Network | undefined
  address: string | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The checked amount in base units; undefined while the input is not a valid amount. */
  units: bigint | undefined
}

/**
 * Quotes for the Swap view: asked `quoteDebounceMs` after the input last changed, again every `quoteRefreshMs`
 * while it stays, and an answer to an older input is dropped. The quote goes to the swaps slice.
 */
export function useSwapQuote({ network, address, from, to, units }: QuoteInput) {
  const kernel = useKernel()
  const [error, setError] = useState<{ code: string; message: string }>()
  const [loading, setLoading] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])

  useEffect(() => {
    const ask = ++latest.current
    updateSwaps(kernel.store, (draft) => {
      draft.quote = undefined
    })
    setError(undefined)
    if (!network || !address || !from || !to || units === undefined) return setLoading(false)
    setLoading(true)
    const api = swapApi(kernel)
    let timer: unknown
    const run = () => {
      api
        .quote(network, { from: from.address, to: to.address, amount: units, userAddress: address })
        .then((out) => {
          if (ask !== latest.current) return
          const quote = { from: from.address, to: to.address, fromUnits: String(units), toUnits: String(out) }
          updateSwaps(kernel.store, (draft) => {
            draft.quote = { ...quote, at: kernel.clock.now() }
          })
          setError(undefined)
        })
        .catch((caught: unknown) => {
          if (ask !== latest.current) return
          const { code = 'UNKNOWN', shortMessage, message } = caught as Partial<FoyerError>
          updateSwaps(kernel.store, (draft) => {
            draft.quote = undefined
          })
          setError({ code, message: shortMessage ?? message ?? String(caught) })
        })
        .finally(() => {
          if (ask !== latest.current) return
          setLoading(false)
          timer = kernel.clock.setTimeout(run, quoteRefreshMs)
        })
    }
    timer = kernel.clock.setTimeout(run, quoteDebounceMs)
    return () => {
      latest.current++
      kernel.clock.clearTimeout(timer)
    }
  }, [kernel, network, address, from, to, units, attempt])

  return { error, loading, retry }
}
