import type { CaipNetworkId } from 'foyer'

/** What `openPay(foyer, ...)` takes: an app-initiated payment (features.pay; README "Pay"). */
export interface PayParameters {
  /** Who is paid: an address of the network's namespace (eip155: `0x` and 40 hex digits). */
  recipient: string
  /** How much, in the asset's whole units, as a positive decimal string: `'0.01'`, `'12.5'`. */
  amount: string
  /** `'native'` for the network's own coin, else the token's contract address on that network. */
  asset: 'native' | (string & {})
  /** A network the app offers: its CAIP id (`'eip155:1'`) or, for eip155, its chain id (`1`). */
  network: CaipNetworkId | number
}
