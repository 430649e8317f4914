import type { ConnectionAccount } from 'foyer'
import type { BitcoinAddressInfo } from './BitcoinWallet.js'

/**
 * A wallet's addresses as connection accounts (SPEC §3, WALLETS.md §2.2): typed `payment` or `ordinal` by the
 * purpose the wallet names (sats-connect's `ordinals`), else by position as AppKit does (the first payment, the
 * second ordinal); stacks addresses are left out. Payment accounts come first (the first is the active one, SPEC
 * §9's default account type), each address once.
 */
export function toAccounts(addresses: readonly BitcoinAddressInfo[]): ConnectionAccount[] {
  const typed = addresses.flatMap(({ address, purpose }, index): ConnectionAccount[] => {
    if (purpose === 'stacks' || purpose === 'stx') return []
    const ordinal = purpose === 'ordinals' || purpose === 'ordinal' || (purpose === undefined && index === 1)
    return [{ address, type: ordinal ? 'ordinal' : 'payment' }]
  })
  const unique = typed.filter(
    (account, index) => typed.findIndex((other) => other.address === account.address) === index,
  )
  return [...unique.filter((a) => a.type === 'payment'), ...unique.filter((a) => a.type === 'ordinal')]
}
