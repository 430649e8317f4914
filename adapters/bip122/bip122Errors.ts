import { FoyerError } from 'foyer'

const fail = (code: string, message: string) => new FoyerError(message, { code })

/**
 * The bip122 adapter's own errors, each a FoyerError with its code: account switching (SPEC §5: an address is
 * required, and only payment accounts can be active), and what a transfer refuses before the wallet is asked.
 */
export const bip122Errors = {
  switchNeedsAddress: () => fail('BIP122_ACCOUNT_ADDRESS_REQUIRED', 'Switching Bitcoin accounts requires an address'),
  switchUnknownAccount: (address: string) =>
    fail('BIP122_ACCOUNT_NOT_FOUND', `The connected Bitcoin wallet has no account ${address}`),
  switchNotPayment: (address: string, type: string) =>
    fail('BIP122_ACCOUNT_NOT_PAYMENT', `Only a payment account can be active: ${address} is an ${type} account`),
  invalidAddress: (address: string) =>
    fail('BIP122_INVALID_ADDRESS', `${address} is not a Bitcoin address on the active network`),
  unsupportedAddress: (address: string) =>
    fail('BIP122_UNSUPPORTED_ADDRESS', `Cannot spend from ${address}: P2SH-P2WPKH, P2WPKH and P2TR only`),
  invalidAmount: (amount: string) => fail('BIP122_INVALID_AMOUNT', `Invalid amount in sats: ${amount}`),
  insufficientFunds: (needed: bigint, available: bigint) =>
    fail('BIP122_INSUFFICIENT_FUNDS', `Insufficient funds: ${needed} sats needed, ${available} available`),
}
