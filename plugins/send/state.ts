import type { FoyerState, PluginContext, TokenBalance } from 'foyer'

/** SPEC §3 Send state, plus the text typed as the receiver (an address or a name). */
export interface SendSlice {
  token: TokenBalance | undefined
  sendTokenAmount: string
  /** What the visitor typed: an address or a name. */
  receiverInput: string
  /** The address the transfer goes to: the typed one, or the name's once resolved. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The native balance's value in USD, as the balance service tells it. */
  networkBalanceInUSD: string | undefined
  /** The account's token balances on the active network, native first. */
  tokenBalances: TokenBalance[]
  /** A transfer is on its way (from the visitor's confirm until the wallet answers). */
  loading: boolean
  /** When (clock ms) the balances were last read into the form. */
  lastRetry: number | undefined
}

declare module 'foyer' {
  interface Slices {
    send: SendSlice
  }
  interface Views {
    WalletSend: undefined
    WalletSendPreview: undefined
  }
}

export const initialSend: SendSlice = {
  token: undefined,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  tokenBalances: [],
  loading: false,
  lastRetry: undefined,
}

/** The send slice, or its initial value before the plugin is set up. */
export const selectSend = (state: FoyerState): SendSlice => state.send ?? initialSend

/** Changes the send slice (a no-op before the plugin set it up). */
export function updateSend(context: Pick<PluginContext, 'updateSlice'>, recipe: (send: SendSlice) => void): void {
  context.updateSlice('send', (send) => recipe(send as SendSlice))
}

/** SPEC §4: the send fields go back to empty; the balances stay. */
export function resetSendFields(send: SendSlice): void {
  const { tokenBalances, networkBalanceInUSD, lastRetry } = send
  Object.assign(send, initialSend, { tokenBalances, networkBalanceInUSD, lastRetry })
}
