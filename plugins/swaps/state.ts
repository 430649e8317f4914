import type { FoyerState, Namespace, PluginContext } from 'foyer'
import type { SwapToken } from './schemas.js'

/** A quote as the Swap view shows it: for which input, what it gives, and when it came (clock ms). */
export interface SwapQuote {
  from: string
  to: string
  /** Base units, as decimal strings. */
  fromUnits: string
  toUnits: string
  at: number
}

/** The swap form (SPEC §2 Swap view): the tokens of the active chain, the pair, the amount and its quote. */
export interface SwapsSlice {
  tokens: SwapToken[]
  /** The network (CAIP-2) whose tokens `tokens` holds, once read; undefined while none are. */
  tokensNetwork: string | undefined
  /** USD prices by upper-case symbol (POST /v1/fungible/price). */
  prices: Record<string, number>
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  sourceTokenAmount: string
  quote: SwapQuote | undefined
  /** Which side the token picker chooses for. */
  picking: 'source' | 'to'
  /** A swap is on its way: 'approve' while the approval is asked and mined, 'swap' for the swap itself. */
  step: 'approve' | 'swap' | undefined
}

declare module 'foyer' {
  interface Slices {
    swaps: SwapsSlice
  }
  interface Views {
    Swap: undefined
    SwapSelectToken: undefined
    SwapPreview: undefined
  }
  interface Events {
    /** The active account has new transactions (a swap was mined): activity lists read them again. */
    'account:transactionsChanged': { namespace: Namespace }
  }
}

export const initialSwaps: SwapsSlice = {
  tokens: [],
  tokensNetwork: undefined,
  prices: {},
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  quote: undefined,
  picking: 'source',
  step: undefined,
}

export const selectSwaps = (state: FoyerState): SwapsSlice => state.swaps ?? initialSwaps

/** Changes the swaps slice (a no-op before the plugin set it up). */
export function updateSwaps(context: Pick<PluginContext, 'updateSlice'>, recipe: (swaps: SwapsSlice) => void): void {
  context.updateSlice('swaps', (swaps) => recipe(swaps as SwapsSlice))
}
