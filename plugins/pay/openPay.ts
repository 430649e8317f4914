import type { Foyer } from 'foyer'
import type { PayParameters } from './PayParameters.js'

export type { PayParameters } from './PayParameters.js'

/**
 * An app-initiated payment (`features.pay`, off by default; README "Pay"). Checks the parameters (a bad one
 * rejects at once, nothing opened), shows the payment, connects a wallet first when none is, switches network
 * when needed, sends, and resolves with the transaction hash once a block holds it. Rejects with
 * UserRejectedRequestError when the wallet refuses, ModalClosedError when the visitor closes the modal first,
 * FEATURE_DISABLED when pay is off. The pay plugin's code loads on the first call.
 */
export function openPay(foyer: Pick<Foyer, 'run'>, parameters: PayParameters): Promise<`0x${string}`> {
  return foyer.run('pay', 'pay', parameters) as Promise<`0x${string}`>
}
