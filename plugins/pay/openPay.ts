import type { Foyer } from 'foyer'
import type { PayParameters } from './PayParameters.js'

export type { PayParameters } from './PayParameters.js'

/**
 * Asks the visitor for a payment (`features.pay`, README "Pay"): opens the modal at the pay view, loading the pay
 * plugin's code on the call, and resolves with the transaction hash once a block holds it.
 */
export function openPay(foyer: Pick<Foyer, 'run'>, parameters: PayParameters): Promise<`0x${string}`> {
  return foyer.run('pay', 'pay', parameters) as Promise<`0x${string}`>
}
