import { IconButton, ListItem, Spinner, truncateAddress, t } from 'foyer/ui'
import type { ProfileWallet } from '../rules/profileWallets.js'

export interface ProfileWalletRowProps {
  wallet: ProfileWallet
  /** This row's switch or removal is under way. */
  busy: boolean
  /** Another row's is: nothing else starts meanwhile. */
  disabled: boolean
  onSwitch(): void
  onRemove(): void
}

/** One connection of ProfileWallets: the wallet (choosing it switches to it, unless it is active) and Remove. */
export function ProfileWalletRow({ wallet, busy, disabled, onSwitch, onRemove }: ProfileWalletRowProps) {
  const address = wallet.address ? truncateAddress(wallet.address) : ''
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <ListItem
        label={wallet.name}
        imageSrc={wallet.imageUrl}
        tag={wallet.active ? t('active') : undefined}
        aria-current={wallet.active ? 'true' : undefined}
        aria-label={`${wallet.active ? t('{name} (active)', { name: wallet.name }) : wallet.name} ${address}`.trim()}
        aria-busy={busy || undefined}
        title={wallet.address}
        style={{ flex: 1, minWidth: 0 }}
        end={busy ? <Spinner label={t('Switching')} size={16} /> : <span className="foyer-text">{address}</span>}
        onClick={() => {
          if (!wallet.active && !disabled) onSwitch()
        }}
      />
      <IconButton label={t('Remove {name}', { name: wallet.name })} disabled={disabled} onClick={onRemove}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </IconButton>
    </div>
  )
}
