import type { ReactNode } from 'react'
import { type AccountView, type NetworkView, selectNetwork } from './hooks/selectors.js'
import { useAccount } from './hooks/useAccount.js'
import { useFoyer } from './hooks/useFoyer.js'
import { useFoyerState } from './hooks/useFoyerState.js'
import { truncateAddress } from './truncateAddress.js'
import type { ViewName } from '../registries.js'

export interface ConnectButtonRenderProps {
  account: AccountView
  /** The address as the default button shows it (`0xf3…b92266`), when connected or being restored. */
  displayAddress: string | undefined
  network: NetworkView['network']
  /** The modal was asked for and its code is loading: show a spinner in the button. */
  isLoading: boolean
  isOpen: boolean
  /** Opens the modal where the default button would (Connect, or the Account view when connected). */
  open(): void
  openAccount(): void
  openNetworks(): void
}

export interface ConnectButtonCustomProps {
  children(props: ConnectButtonRenderProps): ReactNode
}

/**
 * `<ConnectButton.Custom>`: the app draws its own button from the render props and keeps Foyer's modal.
 * An open that fails is reported on the bus (`error`, category `open`) and in the console.
 */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps) {
  const foyer = useFoyer()
  const account = useAccount()
  const { network } = useFoyerState(selectNetwork)
  const isOpen = useFoyerState((state) => state.modal.open)
  const isLoading = useFoyerState((state) => state.modal.loading)
  // A failed open goes to the bus and the console.
  const show = (view?: ViewName) => () =>
    void foyer.open(view).catch((error: unknown) => {
      foyer.bus.emit('error', { error, category: 'open' })
      console.error(error)
    })
  return children({
    account,
    displayAddress: account.address && account.status !== 'disconnected' ? truncateAddress(account.address) : undefined,
    network,
    isLoading,
    isOpen,
    open: show(),
    openAccount: show('Account'),
    openNetworks: show('Networks'),
  })
}
