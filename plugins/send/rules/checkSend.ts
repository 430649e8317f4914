import type { TokenBalance } from 'foyer'
import { foyerError } from 'foyer/kit'
import { sendErrors } from '../sendErrors.js'
import { parseAmount, toUnits } from './parseAmount.js'

/** A name: labels of letters, digits and hyphens joined by dots (`bob.reown.id`, `old.wcn.id`, `vitalik.eth`). */
const namePattern = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/

export interface SendDraft {
  namespace: string | undefined
  /** Whether the namespace's adapter can transfer (its `transfer` capability). */
  canTransfer: boolean
  /** What the namespace's adapter answers for the trimmed receiver (`isAddress`). */
  receiverIsAddress: boolean
  token: TokenBalance | undefined
  amount: string
  receiver: string
}

export interface CheckedSend {
  token: TokenBalance
  decimals: number
  /** The amount in the token's base units. */
  units: bigint
  /** An address to send to, or a name to resolve first (names are eip155 only). */
  receiver: { address: string } | { name: string }
}

/**
 * The send form's rules, in SPEC §5's order: the chain (its adapter can transfer), both fields, the token; then the
 * amount (a number the token can hold, above 0, within the balance) and the receiver (an address of the namespace,
 * as its adapter says, or a name: names resolve on eip155).
 * Throws the first broken rule's FoyerError.
 */
export function checkSend(draft: SendDraft): CheckedSend {
  const { namespace, token } = draft
  if (!namespace || !draft.canTransfer) throw foyerError('UNSUPPORTED_CHAIN')
  const amount = draft.amount.trim()
  const receiver = draft.receiver.trim()
  if (!amount || !receiver) throw foyerError('SEND_FIELDS_REQUIRED')
  if (!token) throw foyerError('SEND_TOKEN_REQUIRED')
  const decimals = Number(token.quantity.decimals)
  const units = parseAmount(amount, decimals)
  if (units > toUnits(token.quantity.numeric, decimals)) throw sendErrors.insufficientBalance(token.symbol)
  if (draft.receiverIsAddress) return { token, decimals, units, receiver: { address: receiver } }
  if (namespace === 'eip155' && namePattern.test(receiver))
    return { token, decimals, units, receiver: { name: receiver.toLowerCase() } }
  throw sendErrors.invalidAddress()
}
