import { type ButtonHTMLAttributes, useCallback } from 'react'
import { ConnectButtonCustom } from './ConnectButtonCustom.js'
import { useAccount } from './hooks/useAccount.js'
import { useFoyer } from './hooks/useFoyer.js'
import { useFoyerState } from './hooks/useFoyerState.js'
import { selectLocale, selectModalShown } from './hooks/selectors.js'
import { prefetchModal } from './loadShell.js'
import { openFromButton } from './openFromButton.js'
import { truncateAddress } from './truncateAddress.js'
import { t } from '../i18n/t.js'

export interface ConnectButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'type'> {
  /** The text while nothing is connected. */
  label?: string
}

/**
 * The page's one Foyer control: "Connect Wallet", or the connected address, truncated. It opens the
 * modal; it stays the same element across renders, so focus can return to it when the modal closes.
 */
export function ConnectButton({ label, ...rest }: ConnectButtonProps) {
  const foyer = useFoyer()
  useFoyerState(selectLocale)
  const { address, status } = useAccount()
  const expanded = useFoyerState(selectModalShown)
  const open = useCallback(() => openFromButton(foyer), [foyer])
  // A press starts the first open's fetches (the modal's code, the plugins', the first view's) tens of ms before
  // the click lands; the visitor has acted, so no promise of "nothing before the visitor acts" is broken.
  const prefetch = useCallback(() => prefetchModal(foyer.prefetch), [foyer])

  return (
    <button
      {...rest}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-foyer-connect=""
      onPointerDown={prefetch}
      onClick={open}
    >
      {address && status !== 'disconnected' ? truncateAddress(address) : (label ?? t('Connect Wallet'))}
    </button>
  )
}

/** The same button drawn by the app: `<ConnectButton.Custom>{(props) => ...}</ConnectButton.Custom>`. */
ConnectButton.Custom = ConnectButtonCustom
