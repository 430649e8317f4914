import type { FoyerState, PluginContext } from 'foyer'
import type { PaymentMethodId } from './rules/defaultOptions.js'
import type { OnrampProviderId } from './rules/providers.js'
import type { OnrampOptions, OnrampQuote } from './schemas.js'

/** The Buy form (SPEC §2 onramp views) and where its checkout stands. */
export interface OnrampSlice {
  /** The options, and whether they are SPEC §8's built-in defaults (the API failed). */
  options: OnrampOptions | undefined
  optionsFallback: boolean
  /** The purchase currency's symbol, the fiat currency's id, the method, the amount as typed, the provider. */
  symbol: string | undefined
  currency: string
  method: PaymentMethodId
  amount: string
  provider: OnrampProviderId | undefined
  /** The quote for the checked amount; `estimate` when it is SPEC §8's mocked quote. */
  quote: (OnrampQuote & { estimate: boolean }) | undefined
  /**
   * The checkout: opened and awaited, then credited (the amount credited, a decimal string, when known); `failed`
   * when Coinbase reports the purchase failed; `elsewhere` when it closed and the purchase goes to another network
   * than the active one (Coinbase's ethereum fallback).
   */
  checkout: { status: 'waiting' | 'credited' | 'failed' | 'elsewhere'; credited?: string } | undefined
  /** A checkout closed without payment, said on the amount step. */
  closedWithoutPayment: boolean
}

declare module 'foyer' {
  interface Slices {
    onramp: OnrampSlice
  }
  interface Views {
    Onramp: undefined
    OnrampQuote: undefined
    OnrampCheckout: undefined
  }
}

export const initialOnramp: OnrampSlice = {
  options: undefined,
  optionsFallback: false,
  symbol: undefined,
  currency: 'USD',
  method: 'card',
  amount: '',
  provider: undefined,
  quote: undefined,
  checkout: undefined,
  closedWithoutPayment: false,
}

export const selectOnramp = (state: FoyerState): OnrampSlice => state.onramp ?? initialOnramp

/** Changes the onramp slice (a no-op before the plugin set it up). */
export function updateOnramp(context: Pick<PluginContext, 'updateSlice'>, recipe: (onramp: OnrampSlice) => void): void {
  context.updateSlice('onramp', (onramp) => recipe(onramp as OnrampSlice))
}
