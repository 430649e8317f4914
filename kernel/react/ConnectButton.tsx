import { type ButtonHTMLAttributes, useCallback } from 'react'
import { ConnectButtonCustom } from './ConnectButtonCustom.js'
import { useFoyer } from './hooks/useFoyer.js'
import { useFoyerState } from './hooks/useFoyerState.js'
import { selectLocale } from './hooks/selectors.js'
import { prefetchModal } from './loadShell.js'
import { t } from '../i18n/t.js'

export interface ConnectButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'type'> {
  /** The text while nothing is connected. */
  label?: string
}

/**
 * The page's one Foyer control: "Connect Wallet", or the connected account's name and avatar (as the Account view
 * shows them), else its address, truncated. It opens the modal; it stays the same element across renders, so focus
 * can return to it when the modal closes. It is `<ConnectButton.Custom>` drawing Foyer's own button.
 */
export function ConnectButton({ label, ...rest }: ConnectButtonProps) {
  const foyer = useFoyer()
  useFoyerState(selectLocale)
  // A press starts the first open's fetches (the modal's code, the plugins', the first view's) tens of ms before
  // the click lands; the visitor has acted, so no promise of "nothing before the visitor acts" is broken.
  const prefetch = useCallback(() => prefetchModal(foyer.prefetch), [foyer])

  return (
    <ConnectButtonCustom>
      {({ account, displayAddress, isOpen, isLoading, open }) => (
        <button
          {...rest}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isOpen || isLoading}
          data-foyer-connect=""
          onPointerDown={prefetch}
          onClick={open}
        >
          {displayAddress && account.profileImage ? (
            <img src={account.profileImage} alt="" width={20} height={20} />
          ) : null}
          {displayAddress ? (account.profileName ?? displayAddress) : (label ?? t('Connect Wallet'))}
        </button>
      )}
    </ConnectButtonCustom>
  )
}

/** The same button drawn by the app: `<ConnectButton.Custom>{(props) => ...}</ConnectButton.Custom>`. */
ConnectButton.Custom = ConnectButtonCustom
