import type { FoyerError, Network } from 'foyer'
import { useKernel } from 'foyer/ui'
import { useEffect, useMemo, useState } from 'react'
import { swapApi } from '../api.js'
import { createQuoteLoop } from '../rules/createQuoteLoop.js'
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

interface Asked {
  network: Network
  address: string
  from: SwapToken
  to: SwapToken
  units: bigint
}

/**
 * Quotes for the Swap view through a quote loop (debounced, refreshed, older answers dropped); the quote goes to
 * the swaps slice, a failure to `error` (with `retry`).
 */
export function useSwapQuote({ network, address, from, to, units }: QuoteInput) {
  const kernel = useKernel()
  const [error, setError] = useState<{ code: string; message: string }>()
  const [loading, setLoading] = useState(false)
  const loop = useMemo(
    () =>
      createQuoteLoop<Asked, { asked: Asked; out: bigint }>({
        clock: kernel.clock,
        debounceMs: quoteDebounceMs,
        refreshMs: quoteRefreshMs,
        ask: async (asked) => {
          const query = {
            from: asked.from.address,
            to: asked.to.address,
            amount: asked.units,
            userAddress: asked.address,
          }
          return { asked, out: await swapApi(kernel).quote(asked.network, query) }
        },
        onAnswer: (answer) => {
          setLoading(false)
          if ('error' in answer) {
            const { code = 'UNKNOWN', shortMessage, message } = answer.error as Partial<FoyerError>
            setError({ code, message: shortMessage ?? message ?? String(answer.error) })
            return
          }
          const { asked, out } = answer.value
          setError(undefined)
          updateSwaps(kernel, (draft) => {
            const quote = { from: asked.from.address, to: asked.to.address, fromUnits: String(asked.units) }
            draft.quote = { ...quote, toUnits: String(out), at: kernel.clock.now() }
          })
        },
      }),
    [kernel],
  )
  useEffect(() => () => loop.stop(), [loop])
  useEffect(() => {
    updateSwaps(kernel, (draft) => {
      draft.quote = undefined
    })
    setError(undefined)
    const ready = network && address && from && to && units !== undefined
    setLoading(Boolean(ready))
    loop.set(ready ? { network, address, from, to, units } : undefined)
  }, [kernel, loop, network, address, from, to, units])
  const retry = () => {
    setError(undefined)
    setLoading(true)
    loop.retry()
  }
  return { error, loading, retry }
}
