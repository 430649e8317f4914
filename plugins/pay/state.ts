import type { CaipNetworkId, FoyerState, PluginContext } from 'foyer'

/**
 * Where a payment is: waiting for a wallet to connect, shown for review, switching network, waiting for the
 * wallet to send, or ended (paid, declined by the visitor, failed).
 */
export type PayPhase = 'connecting' | 'review' | 'switching' | 'sending' | 'paid' | 'declined' | 'failed'

/** The payment the app asked for, as the pay view shows it. */
export interface PayRequest {
  recipient: string
  /** In whole units, as the app wrote it. */
  amount: string
  symbol: string
  decimals: number
  /** The token's contract address; undefined for the network's own coin. */
  token: string | undefined
  networkId: CaipNetworkId
  networkName: string
}

export interface PaySlice {
  request: PayRequest | undefined
  phase: PayPhase | undefined
  /** What went wrong, as the view shows it ('Signature declined' for a refusal). */
  error: string | undefined
}

declare module 'foyer' {
  interface Slices {
    pay: PaySlice
  }
  interface Views {
    WalletPay: undefined
  }
  interface Events {
    /** The visitor pressed Pay on the pay view. */
    'pay:confirm': undefined
  }
}

export const initialPay: PaySlice = { request: undefined, phase: undefined, error: undefined }

/** The pay slice, or its initial value before the plugin set it up. */
export const selectPay = (state: FoyerState): PaySlice => state.pay ?? initialPay

/** Changes the pay slice (a no-op before the plugin set it up). */
export function updatePay(context: Pick<PluginContext, 'updateSlice'>, change: Partial<PaySlice>): void {
  context.updateSlice('pay', (pay) => void Object.assign(pay, change))
}

/** Whether a payment is still open (not ended): a second one is refused meanwhile. */
export const isPaying = (slice: PaySlice) =>
  slice.phase === 'connecting' || slice.phase === 'review' || slice.phase === 'switching' || slice.phase === 'sending'
